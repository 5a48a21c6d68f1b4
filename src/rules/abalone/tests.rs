use super::*;

#[test]
fn perft_depth_one_to_three() {
    let expected = [
        (Start::Standard, [44, 1936, 98912]),
        (Start::BelgianDaisy, [52, 2692, 149322]),
        (Start::GermanDaisy, [80, 6244, 493480]),
    ];
    for (start, counts) in expected {
        let pos = Position::new(start);
        for (depth, &count) in counts.iter().enumerate() {
            assert_eq!(pos.perft(depth as u32 + 1), count, "{start:?} depth {}", depth + 1);
        }
    }
}
