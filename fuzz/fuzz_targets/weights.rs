//! Feeds arbitrary bytes to the weights loader: it must return an error, never panic, and never
//! allocate more than the input's size suggests. Run: `cargo fuzz run weights` (in `fuzz/`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = attend::weights::Weights::from_bytes(data);
});
