//! The words of a board post: its headline (the moves just played and
//! those played meanwhile), the status under it (score, clocks, whose move
//! or the result) and the rating changes of a rated game that ended.

use crate::discord::error::BotError;
use crate::discord::presentation::text::{mention, plain_name};
use crate::i18n::Lang;
use crate::service::{
    ClockStatus, EndedBy, GameRecord, GameService, GameView, PlayedMove, TakebackResult,
};
use crate::tr;
use crate::words::{color_code, duration};
use abande_pictures::Ending;
use abande_rules::abalone::MARBLES_TO_WIN;
use abande_rules::{Color, Game, Outcome};

/// How a finished game ended, from its record; the posts' words and the
/// picture's both follow it. `None` while it is played.
pub fn ending_of(result: Option<Outcome>, ended_by: Option<EndedBy>) -> Option<Ending> {
    Some(match (result, ended_by) {
        (_, Some(EndedBy::Abort)) => Ending::Aborted,
        (Some(Outcome::Win(winner)), Some(EndedBy::Resignation)) => Ending::Resigned { winner },
        (Some(Outcome::Win(winner)), Some(EndedBy::Timeout)) => Ending::Timeout { winner },
        (Some(Outcome::Draw), Some(EndedBy::Agreement)) => Ending::AgreedDraw,
        (Some(outcome), Some(EndedBy::Adjudication)) => Ending::Adjudicated(outcome),
        (Some(outcome), _) => Ending::Played(outcome),
        (None, Some(_)) => Ending::Over,
        (None, None) => return None,
    })
}

/// How `view`'s picture shows its end: nothing while the game runs, else
/// its ending (`Over` where the record names none).
pub fn picture_ending(view: &GameView) -> Option<Ending> {
    if view.record.is_active() {
        None
    } else {
        Some(ending_of(view.record.result, view.record.ended_by).unwrap_or(Ending::Over))
    }
}

/// "Abande #12" / "Abalone #7".
pub fn game_title(view: &GameRecord) -> String {
    format!("{} {}", view.kind.family().name(), view.id)
}

/// Thread name such as `Abande #12 · alice vs bob`, within Discord's 100 characters.
pub fn thread_name(view: &GameView) -> String {
    let name = format!(
        "{} · {} vs {}",
        game_title(&view.record),
        view.record.black.name,
        view.record.white.name
    );
    name.chars().take(100).collect()
}

/// The first board's headline: who plays what, who moves first. The bot
/// is named with its level, as on the picture.
pub fn start_headline(view: &GameView) -> String {
    let lang = view.record.place.language;
    let names = player_names(&view.record);
    let who = |c: Color| match view.record.engine {
        Some(engine) if engine.color == c => names[c.index()].clone(),
        _ => mention(view.record.player(c).id.0),
    };
    let first = view
        .game
        .to_move()
        .filter(|_| view.record.is_active())
        .map(who)
        .unwrap_or_default();
    tr!(
        lang,
        "board-start",
        title = game_title(&view.record),
        black = who(Color::Black),
        white = who(Color::White),
        first = first
    )
}

/// The players' names as the picture and the posts show them: the bot's
/// with its level ("abande-bot, level 4").
pub fn player_names(view: &GameRecord) -> [String; 2] {
    Color::BOTH.map(|c| {
        let name = view.player(c).name.clone();
        match view.engine {
            Some(engine) if engine.color == c => tr!(
                view.place.language,
                "board-bot-level",
                name = name,
                level = engine.level.to_string()
            ),
            _ => name,
        }
    })
}

/// The status text under a board, in the game's language: the time banks,
/// whose move, deadline and vacations, or the result.
pub fn status_text(view: &GameView, clock: &ClockStatus) -> String {
    let lang = view.record.place.language;
    let mut out = score_text(lang, &view.game);
    if let Some(left) = clock.bank_left {
        let (black, white) = (duration(lang, left.black), duration(lang, left.white));
        out.push_str(&tr!(lang, "board-time-left", black = black, white = white));
        out.push(' ');
    }
    match view.game.to_move().filter(|_| view.record.is_active()) {
        Some(c) => {
            let player = mention(view.record.player(c).id.0);
            let color = color_code(c);
            out.push_str(&tr!(
                lang,
                "board-your-move",
                player = player,
                color = color
            ));
            if let Some(deadline) = view.record.deadline_at {
                out.push(' ');
                out.push_str(&tr!(lang, "board-deadline", deadline = deadline));
            }
            for c in Color::BOTH {
                if let Some(until) = clock.vacation_until.get(c) {
                    let player = mention(view.record.player(c).id.0);
                    out.push(' ');
                    out.push_str(&tr!(
                        lang,
                        "board-on-vacation",
                        player = player,
                        until = until
                    ));
                }
            }
        }
        None => out.push_str(&result_text(view)),
    }
    out
}

/// Abande's live score or Abalone's marbles pushed off, e.g. "Score: Black 3 – White 2. ".
pub fn score_text(lang: Lang, game: &Game) -> String {
    let mut out = String::new();
    if let Some(s) = game.score() {
        out.push_str(&tr!(lang, "board-score", black = s.black, white = s.white));
        out.push(' ');
    }
    if let Some(c) = game.captured() {
        let max = MARBLES_TO_WIN;
        let text = tr!(
            lang,
            "board-pushed-off",
            black = c.black,
            white = c.white,
            max = max
        );
        out.push_str(&text);
        out.push(' ');
    }
    out
}

/// What a board post says above its status: the change it shows. Any
/// earlier plies that no board announced yet (their post failed or was
/// never tried) are listed before it, so every move appears in the thread.
#[derive(Clone, Debug, Default)]
pub struct Headline {
    text: String,
    /// How many of the game's last plies `text` itself names (the moves
    /// just played); 0 for a change without moves (a resignation, a draw).
    names_plies: usize,
    /// The outbox's board: names everything no board announced yet.
    late: bool,
}

impl Headline {
    /// The outbox's board, announcing whatever was not announced yet.
    pub fn late() -> Headline {
        Headline {
            late: true,
            ..Headline::default()
        }
    }

    /// The change's own words (without the moves played meanwhile).
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl From<String> for Headline {
    fn from(text: String) -> Headline {
        Headline {
            text,
            ..Headline::default()
        }
    }
}

impl From<&String> for Headline {
    fn from(text: &String) -> Headline {
        Headline::from(text.clone())
    }
}

impl From<&str> for Headline {
    fn from(text: &str) -> Headline {
        Headline::from(text.to_owned())
    }
}

/// Moves listed at most in a list of moves played meanwhile.
const MEANWHILE_LISTED: usize = 12;

/// The text above a board that announces plies from `owed_from` on.
pub(super) fn full_headline(view: &GameView, headline: &Headline, owed_from: usize) -> String {
    if headline.late {
        return late_headline(view, owed_from);
    }
    let change_from = view.game.ply().saturating_sub(headline.names_plies);
    if owed_from >= change_from {
        return headline.text.clone();
    }
    let lang = view.record.place.language;
    let moves = moves_played(view, owed_from, change_from);
    let before = tr!(lang, "board-also-played", moves = moves);
    format!(
        "{}
{before}",
        headline.text
    )
}

/// The headline of a board the outbox posts: what happened since the last
/// board that went out (the plies from `from_ply` on).
fn late_headline(view: &GameView, from_ply: usize) -> String {
    let lang = view.record.place.language;
    let title = game_title(&view.record);
    let ply = view.game.ply();
    if ply == 0 && view.record.is_active() {
        return start_headline(view);
    }
    if view.record.ended_by == Some(EndedBy::Timeout) && from_ply >= ply {
        let late = view
            .game
            .to_move()
            .map(|c| mention(view.record.player(c).id.0))
            .unwrap_or_default();
        return tr!(lang, "timeout-lost-on-time", title = title, player = late);
    }
    if from_ply >= ply {
        return tr!(lang, "board-after-move", title = title, ply = ply);
    }
    let moves = moves_played(view, from_ply, ply);
    tr!(lang, "board-played-meanwhile", title = title, moves = moves)
}

/// Plies `from..to` of `view`'s game with who played them, e.g.
/// "3. d4 (alice), 4. c5-d5 (bob)"; the first ones elided past a dozen.
fn moves_played(view: &GameView, from: usize, to: usize) -> String {
    let moves = view.game.moves();
    let to = to.min(moves.len());
    let from = from.min(to);
    let listed_from = from.max(to.saturating_sub(MEANWHILE_LISTED));
    let mut replay = view.game.rewound(listed_from);
    let mut list: Vec<String> = Vec::with_capacity(to - listed_from + 1);
    if listed_from > from {
        list.push("…".to_string());
    }
    for (i, &m) in moves.iter().enumerate().take(to).skip(listed_from) {
        let by = replay
            .to_move()
            .map(|c| plain_name(&view.record.player(c).name))
            .unwrap_or_default();
        let premove = match view.premove_plies.contains(&(i + 1)) {
            true => format!(
                " · {}",
                tr!(view.record.place.language, "board-premove-mark")
            ),
            false => String::new(),
        };
        list.push(format!("{}. {m} ({by}{premove})", i + 1));
        if replay.play(m).is_err() {
            break;
        }
    }
    list.join(", ")
}

/// Headline for moves just played, e.g. "**Abande #3** · Black played e2-d3".
pub fn moves_headline(view: &GameView, played: &[PlayedMove]) -> Headline {
    let lang = view.record.place.language;
    let moves = played
        .iter()
        .map(|m| {
            let (color, notation) = (color_code(m.by), m.notation.as_str());
            if m.automatic {
                tr!(
                    lang,
                    "board-played-automatically",
                    color = color,
                    notation = notation
                )
            } else if m.premove {
                tr!(
                    lang,
                    "board-played-premove",
                    color = color,
                    notation = notation
                )
            } else if let Some(description) = played_words(lang, &view.game, m) {
                tr!(
                    lang,
                    "board-played-described",
                    color = color,
                    notation = notation,
                    description = description
                )
            } else {
                tr!(lang, "board-played", color = color, notation = notation)
            }
        })
        .reduce(|first, second| tr!(lang, "board-then", first = first, second = second))
        .unwrap_or_default();
    let title = game_title(&view.record);
    // The bot is named with its level, as on the picture.
    let text = match view.record.engine {
        Some(engine) => tr!(
            lang,
            "board-headline-engine",
            title = title,
            bot = player_names(&view.record)[engine.color.index()].as_str(),
            moves = moves
        ),
        None => tr!(lang, "board-headline", title = title, moves = moves),
    };
    Headline {
        text,
        names_plies: played.len(),
        late: false,
    }
}

/// What the move of `played` did ("enter, 11 left in hand"), from the position
/// before it in `game`; `None` when `game` no longer has that move.
fn played_words(lang: Lang, game: &Game, played: &PlayedMove) -> Option<String> {
    let m = *game.moves().get(played.ply.checked_sub(1)?)?;
    if m.to_string() != played.notation {
        return None;
    }
    let what = abande_rules::describe(&game.rewound(played.ply - 1), m)?;
    Some(crate::discord::presentation::words::move_words(lang, what))
}

/// Headline for a takeback that was allowed: the moves taken back.
pub fn takeback_headline(result: &TakebackResult) -> String {
    let lang = result.game.record.place.language;
    let taken: Vec<String> = result
        .removed
        .iter()
        .filter(|m| !m.automatic)
        .map(|m| {
            let (color, notation) = (color_code(m.by), m.notation.as_str());
            tr!(lang, "board-taken-move", color = color, notation = notation)
        })
        .collect();
    tr!(
        lang,
        "board-taken-back",
        title = game_title(&result.game.record),
        moves = taken.join(", ")
    )
}

/// After a rated game: how it moved the ratings, e.g.
/// "\nRatings: Alice 1623 (+12) · Bob 1477 (-12)".
pub(super) async fn rating_text(
    service: &GameService,
    view: &GameView,
) -> Result<String, BotError> {
    if view.record.is_active() || !view.record.rated {
        return Ok(String::new());
    }
    let changes = service.ratings().rating_changes_of(view.id()).await?;
    let parts: Vec<String> = [&view.record.black, &view.record.white]
        .into_iter()
        .filter_map(|player| {
            let change = changes.iter().find(|c| c.player == player.id)?;
            Some(format!(
                "{} {} ({})",
                plain_name(&player.name),
                change.after,
                change.delta()
            ))
        })
        .collect();
    Ok(if parts.is_empty() {
        String::new()
    } else {
        let list = parts.join(" · ");
        format!(
            "\n{}",
            tr!(view.record.place.language, "board-ratings", list = list)
        )
    })
}

/// How a finished game ended, with mentions, in the game's language.
pub fn result_text(view: &GameView) -> String {
    let lang = view.record.place.language;
    let who = |c: Color| mention(view.record.player(c).id.0);
    let score = view
        .record
        .final_score
        .map(|s| format!(" {}–{}", s.black, s.white))
        .unwrap_or_default();
    match ending_of(view.record.result, view.record.ended_by) {
        Some(Ending::Aborted) => tr!(lang, "result-aborted"),
        Some(Ending::Resigned { winner: c }) => tr!(
            lang,
            "result-resigned",
            loser = who(c.opposite()),
            winner = who(c)
        ),
        Some(Ending::Timeout { winner: c }) => tr!(
            lang,
            "result-timeout",
            loser = who(c.opposite()),
            winner = who(c)
        ),
        Some(Ending::AgreedDraw) => tr!(lang, "result-agreed-draw"),
        Some(Ending::Adjudicated(Outcome::Win(c))) => {
            tr!(lang, "result-adjudicated-win", winner = who(c))
        }
        Some(Ending::Adjudicated(Outcome::Draw)) => tr!(lang, "result-adjudicated-draw"),
        Some(Ending::Played(Outcome::Win(c))) => tr!(
            lang,
            "result-win",
            winner = who(c),
            color = color_code(c),
            score = score
        ),
        Some(Ending::Played(Outcome::Draw)) => tr!(lang, "result-draw", score = score),
        Some(Ending::Over) | None => tr!(lang, "result-over"),
    }
}

/// A game of Abande between alice and abande-bot (the bot when `engine`
/// says so), for the tests of the board's words and picture.
#[cfg(test)]
pub(super) fn example_view(engine: Option<crate::service::EngineSeat>) -> GameView {
    let black = crate::service::Player::new(1, "alice");
    let white = crate::service::Player::new(2, "abande-bot");
    GameView {
        record: GameRecord {
            engine,
            ..GameRecord::example(3, abande_rules::GameKind::AbandeHex, black, white)
        },
        game: Game::new(abande_rules::GameKind::AbandeHex),
        automatic_plies: Vec::new(),
        premove_plies: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::EngineSeat;
    use abande_engine::Level;
    use abande_rules::GameKind;

    fn view(engine: Option<EngineSeat>) -> GameView {
        example_view(engine)
    }

    /// A move `by` played by hand at `ply`.
    fn played(ply: usize, by: Color, notation: &str) -> PlayedMove {
        PlayedMove {
            ply,
            by,
            notation: notation.into(),
            automatic: false,
            premove: false,
        }
    }

    fn bot_at_level_4() -> Option<EngineSeat> {
        Some(EngineSeat {
            color: Color::White,
            level: Level::new(4).expect("4 is a level"),
        })
    }

    #[test]
    fn the_bot_is_named_with_its_level_on_the_picture_and_in_the_posts() {
        let game = view(bot_at_level_4());
        assert_eq!(
            player_names(&game.record),
            ["alice".to_string(), "abande-bot, level 4".to_string()]
        );
        let start = start_headline(&game);
        assert!(start.contains("abande-bot, level 4 (White)"), "{start}");
        let played = [played(1, Color::Black, "d4")];
        let headline = moves_headline(&game, &played);
        assert!(
            headline.text().contains("abande-bot, level 4"),
            "{}",
            headline.text()
        );
    }

    #[test]
    fn people_are_named_as_they_are() {
        let game = view(None);
        assert_eq!(
            player_names(&game.record),
            ["alice".to_string(), "abande-bot".to_string()]
        );
        let played = [played(1, Color::Black, "d4")];
        assert!(!moves_headline(&game, &played).text().contains("level"));
    }

    #[test]
    fn the_headline_says_what_each_move_did() {
        let mut game = view(None);
        game.game = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
        let both = [played(1, Color::Black, "d4"), played(2, Color::White, "d5")];
        let text = moves_headline(&game, &both).text().to_owned();
        assert!(
            text.contains("Black played **d4**: enter, 17 left in hand, then White played **d5**: enter, 17 left in hand"),
            "{text}"
        );
        game.record.place.language = Lang::De;
        let text = moves_headline(&game, &both[..1]).text().to_owned();
        assert!(
            text.contains("Schwarz spielte **d4**: einsetzen, noch 17 in der Hand"),
            "{text}"
        );
        // A move the game no longer has (taken back) is named only.
        let gone = [played(3, Color::Black, "d3")];
        assert!(moves_headline(&game, &gone).text().ends_with("**d3**"));
    }
}
