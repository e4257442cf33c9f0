//! milligan: exact solver and winnability research for the Miss Milligan
//! family of patience games.
//!
//! The modules follow the pipeline: card, rules (data), deal, position (the
//! position type and its file) and notation (moves) -> reference engine
//! (the judge) -> solver -> via (searching under stricter rules, the
//! judge replaying wins) and transfer (won lines replayed under other rules
//! dealt alike) -> player (no-peek players over the solver) ->
//! batch (the runner, which writes result files) -> CLI. Result files are
//! read and written through results (the CSV schema), on which batch,
//! stats, plot and the compare command stand; plot draws from stats, and
//! report (one HTML page of results) from both.
//! Beside them: error (the library's error) and fingerprint (FNV-1a).

pub mod batch;
pub mod card;
#[cfg(feature = "cli")]
pub mod cli;
pub mod deal;
pub mod error;
pub mod fingerprint;
pub mod notation;
pub mod player;
pub mod plot;
pub mod position;
pub mod reference;
pub mod replay_html;
pub mod report;
pub mod results;
pub mod rules;
#[cfg(test)]
mod scratch;
pub mod solver;
pub mod stats;
pub mod transfer;
pub mod via;
