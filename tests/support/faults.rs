//! Fault tests must test the fault. A test that makes a fault with a real
//! mechanism (a full tmpfs, an immutable file) and cannot make it here
//! (no root, a filesystem without the attribute) must not pass as if it
//! had run: under `CI` it fails; elsewhere it says so on the real stderr,
//! which the test harness does not capture, and is skipped.

use std::io::Write;

/// Whether this run is under CI (`CI` set, as `.ci/run` does).
pub fn under_ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// Call when `test` could not create its fault because of `why`: panics
/// under CI, else says loudly that the test is skipped. The caller returns.
pub fn could_not_make_fault(test: &str, why: &str) {
    could_not_make_fault_under(under_ci(), test, why);
}

/// [`could_not_make_fault`] with the CI setting given.
pub fn could_not_make_fault_under(ci: bool, test: &str, why: &str) {
    if ci {
        panic!("{test}: could not create its fault ({why}); under CI a fault test must run");
    }
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(
        stderr,
        "\n*** SKIPPED {test}: could not create its fault ({why}); it passes without testing anything here, CI runs it ***\n"
    );
}
