//! `frontloop`: serve the product (default) or run a maintenance command.

use clap::Parser;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = frontloop::cli::Cli::parse();
    frontloop::cli::init_tracing(&cli.config.log_filter, cli.config.log_format);
    match frontloop::cli::run(cli).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
