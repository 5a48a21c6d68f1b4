//! Recorded games the unit tests replay (`tests/data/`).

/// The move texts of the 2015 Abalone world championship final (Belgian
/// Daisy), move numbers stripped.
pub fn awc_2015_final() -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/abalone-awc-2015-final.txt"
    );
    let record = std::fs::read_to_string(path).unwrap();
    record
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("start:"))
        .flat_map(str::split_whitespace)
        .map(|t| t.rsplit_once('.').map_or(t, |(_, m)| m).to_string())
        .collect()
}
