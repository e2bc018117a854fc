use clap::Parser;

fn main() {
    let cli = attend::cli::Cli::parse();
    if let Err(e) = attend::cli::run(cli) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
