//! Dates and durations, the one home for both: seconds per unit, a span of
//! time split for words, and calendar years and dates in UTC.
//!
//! The calendar is the `time` crate's (serenity already builds it, so it
//! costs nothing): small, maintained, and with no time-zone database to
//! ship, which is all a bot that speaks UTC needs.

use time::{Date, Month, OffsetDateTime};

pub const MINUTE_SECS: i64 = 60;
pub const HOUR_SECS: i64 = 3600;
pub const DAY_SECS: i64 = 24 * HOUR_SECS;

/// A span of time to the minute, in whole days, hours and minutes; a
/// negative span counts as none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub days: i64,
    pub hours: i64,
    pub minutes: i64,
}

impl Span {
    pub fn of_secs(secs: i64) -> Span {
        let secs = secs.max(0);
        Span {
            days: secs / DAY_SECS,
            hours: secs % DAY_SECS / HOUR_SECS,
            minutes: secs % HOUR_SECS / MINUTE_SECS,
        }
    }
}

/// A span of time for people, to the minute and at most two units:
/// "3 days", "1 day 12 h", "5 h 20 min", "40 min". (The localised words
/// are `words::duration`, on the same [`Span`].)
pub fn duration_text(secs: i64) -> String {
    let Span {
        days,
        hours,
        minutes,
    } = Span::of_secs(secs);
    let day_text = match days {
        1 => "1 day".to_string(),
        n => format!("{n} days"),
    };
    match (days, hours, minutes) {
        (0, 0, m) => format!("{m} min"),
        (0, h, 0) => format!("{h} h"),
        (0, h, m) => format!("{h} h {m} min"),
        (_, 0, _) => day_text,
        (_, h, _) => format!("{day_text} {h} h"),
    }
}

/// The moment `t` (unix seconds) in UTC; moments outside the calendar's
/// years ±9999 are clamped to its ends.
fn utc(t: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(t).unwrap_or(if t < 0 {
        Date::MIN.midnight().assume_utc()
    } else {
        Date::MAX.midnight().assume_utc()
    })
}

/// Unix seconds at midnight UTC starting 1 January of `year`.
fn new_year(year: i32) -> i64 {
    Date::from_calendar_date(year, Month::January, 1).map_or(i64::MAX, |date| {
        date.midnight().assume_utc().unix_timestamp()
    })
}

/// The calendar year (UTC) holding `t`.
pub fn year_of(t: i64) -> i32 {
    utc(t).year()
}

/// The calendar year (UTC) holding `t`, as `[start, end)` in unix seconds.
pub fn year_bounds(t: i64) -> (i64, i64) {
    let year = year_of(t);
    (new_year(year), new_year(year + 1))
}

/// "2023-11-14 22:13 UTC".
pub fn utc_text(t: i64) -> String {
    let at = utc(t);
    format!(
        "{}-{:02}-{:02} {:02}:{:02} UTC",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// "20231114T221320Z": a moment in file names, sorting as it passes.
pub fn utc_stamp(t: i64) -> String {
    let at = utc(t);
    format!(
        "{}{:02}{:02}T{:02}{:02}{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_in_at_most_two_units() {
        let cases = [
            (0, "0 min"),
            (59, "0 min"),
            (40 * MINUTE_SECS, "40 min"),
            (5 * HOUR_SECS + 20 * MINUTE_SECS, "5 h 20 min"),
            (12 * HOUR_SECS, "12 h"),
            (DAY_SECS, "1 day"),
            (DAY_SECS + 12 * HOUR_SECS + 59, "1 day 12 h"),
            (3 * DAY_SECS + 5 * MINUTE_SECS, "3 days"),
            (-5, "0 min"),
        ];
        for (secs, text) in cases {
            assert_eq!(duration_text(secs), text, "{secs} s");
        }
    }

    #[test]
    fn calendar_years_start_on_the_first_of_january() {
        // 2023-11-14 22:13:20 UTC.
        let t = 1_700_000_000;
        assert_eq!(utc_text(t), "2023-11-14 22:13 UTC");
        assert_eq!(utc_stamp(t), "20231114T221320Z");
        assert_eq!(year_bounds(t), (1_672_531_200, 1_704_067_200));
        // 2024 is a leap year: 366 days.
        let (start, end) = year_bounds(1_704_067_200);
        assert_eq!((start, end - start), (1_704_067_200, 366 * DAY_SECS));
        assert_eq!(year_of(1_704_067_199), 2023);
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(-1), "1969-12-31 23:59 UTC");
    }

    #[test]
    fn moments_beyond_the_calendar_are_clamped_not_a_panic() {
        assert_eq!(year_of(i64::MAX), 9999);
        assert_eq!(year_of(i64::MIN), -9999);
        let (start, end) = year_bounds(i64::MAX);
        assert!(start < end);
    }
}
