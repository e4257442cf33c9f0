//! The library's error: one line for the user, and which kind of failure it
//! is, so that the command line can tell a bug or a closed pipe from a
//! mistake in the input without reading the message.

/// A failure, displayed as the one line the user sees.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A mistake the user can fix: a bad argument or file, a file that
    /// cannot be read or written, a limit the input exceeds.
    #[error("{0}")]
    Invalid(String),
    /// Rules that could not be had (an unknown id, a bad rule file): the
    /// user's to fix, like [`Error::Invalid`].
    #[error(transparent)]
    Rules(#[from] crate::rules::RulesError),
    /// A result file that could not be read, or a row of it.
    #[error(transparent)]
    Results(#[from] crate::results::FileError),
    /// A bug in milligan: an invariant that does not hold (a win that does
    /// not replay, an illegal move from the solver or a player).
    #[error("internal error: {0}")]
    Internal(String),
    /// Standard output was closed (`milligan ... | head`): the command
    /// stops quietly.
    #[error("standard output was closed")]
    BrokenPipe,
    /// Writing to standard output failed otherwise.
    #[error("cannot write to standard output: {0}")]
    Stdout(std::io::Error),
}

/// A result with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A failed write to standard output.
    pub fn stdout(e: std::io::Error) -> Error {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Error::BrokenPipe
        } else {
            Error::Stdout(e)
        }
    }
}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error::Invalid(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error::Invalid(message.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_stay_the_lines_users_saw() {
        let bug = Error::Internal("the solver's win does not win".into());
        assert_eq!(
            bug.to_string(),
            "internal error: the solver's win does not win"
        );
        let limit = Error::from("the deal needs more memory");
        assert!(matches!(limit, Error::Invalid(_)));
        assert_eq!(limit.to_string(), "the deal needs more memory");
        let pipe = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        assert!(matches!(Error::stdout(pipe), Error::BrokenPipe));
        let full = Error::stdout(std::io::Error::other("disk full"));
        assert_eq!(
            full.to_string(),
            "cannot write to standard output: disk full"
        );
    }
}
