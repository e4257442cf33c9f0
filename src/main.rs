fn main() -> std::process::ExitCode {
    milligan::cli::main()
}
