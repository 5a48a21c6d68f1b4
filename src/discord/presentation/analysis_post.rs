//! What `/analyse` and a finished game's Analyse button post: the
//! evaluation chart, the mistakes (ply, who, the move played, the engine's
//! better move, what it cost, its grade) and a summary per player, in the
//! reader's language and within Discord's limits. While the search runs,
//! the deferred reply shows how far it got. Also the words of `/hint` and
//! the marks `/game` shows (analysed, or how far, hinted).

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    Builder, CreateAttachment, CreateInteractionResponseFollowup, EditInteractionResponse,
};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;
use tracing::warn;

use crate::discord::error::BotError;
use crate::discord::error::bot_error;
use crate::discord::presentation::alt_text::eval_chart_description;
use crate::discord::presentation::text::{MESSAGE_LIMIT, no_pings, plain_name, truncate};
use crate::discord::presentation::words::amount;
use crate::discord::presentation::words::{kind_title, move_words};
use crate::i18n::Lang;
use crate::service::{
    AnalysisError, AnalysisJob, AnalysisProgress, AnalysisRefusal, AnalysisRequest, AnalysisStart,
    GameId, GameService, GameView, Hint, Stopped, Viewer,
};
use crate::{msg, tr};
use abande_engine::analysis::{BLUNDER, GameAnalysis, Grade, INACCURACY, MISTAKE, PlyAnalysis};
use abande_pictures::{EvalChart, render_eval_chart};
use abande_rules::{Color, Family, Game, describe};

/// The reply is edited with the search's progress at most this often.
const PROGRESS_EVERY: Duration = Duration::from_secs(3);
/// Messages one analysis takes at most: the chart with the summaries and
/// the first mistakes, then the rest of the mistakes; beyond, they are counted.
const MOST_MESSAGES: usize = 3;
/// Room kept in a message for the line counting the mistakes left out.
const MORE_LINE_ROOM: usize = 80;
/// Turning points marked on the chart.
const TURNING_POINTS: usize = 5;

/// How long an interaction's token lets its reply be edited (Discord: 15
/// minutes after the interaction).
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// Kept before the token expires to render and post the analysis.
const POSTING_ROOM: Duration = Duration::from_secs(60);

/// The adapter's refusal for why the service gave no analysis or hint.
pub fn analysis_error(error: AnalysisError) -> BotError {
    match error {
        AnalysisError::Service(e) => BotError::Service(e),
        AnalysisError::Refused(why) => BotError::User(match why {
            AnalysisRefusal::LiveBetweenPeople => msg!("analysis-live-between-people"),
            AnalysisRefusal::Running => msg!("analysis-running"),
            AnalysisRefusal::AlreadyQueued { game } => {
                msg!("analysis-already-queued", game = game.0.to_string())
            }
            AnalysisRefusal::QueueFull { wait } => {
                msg!("analysis-queue-full", minutes = wait_minutes(wait))
            }
            AnalysisRefusal::HintNotAgainstEngine => msg!("hint-not-against-engine"),
            AnalysisRefusal::HintNotYourTurn => msg!("hint-not-your-turn"),
        }),
        AnalysisError::Stopped(Stopped::Shutdown) => {
            BotError::User(msg!("analysis-stopped-shutdown"))
        }
        AnalysisError::Stopped(Stopped::Unreachable) => BotError::User(msg!("analysis-stopped")),
        AnalysisError::Failed(why) => BotError::User(msg!("analysis-failed", error = why)),
    }
}

/// A wait in whole minutes, at least one.
fn wait_minutes(wait: Duration) -> u64 {
    wait.as_secs().div_ceil(60).max(1)
}

/// What the service hears about one request: who asks, from where, and
/// until when its reply can be edited (its token's lifetime, from when
/// the interaction was `received`, less the time to post).
pub fn analysis_request(game: GameId, viewer: Viewer, received: Instant) -> AnalysisRequest {
    AnalysisRequest {
        deadline: Some(received + TOKEN_LIFETIME - POSTING_ROOM),
        ..AnalysisRequest::new(game, viewer)
    }
}

/// Where a request's progress is heard: its place in the queue, then the plies searched.
pub type Heard = watch::Receiver<Option<AnalysisProgress>>;

/// Everything that may refuse `request`, asked before the reply is
/// deferred so refusals (a game they may not see, a live game between
/// people, an analysis already queued, a full queue) stay private: the
/// stored analysis, or a place in the queue whose progress `Heard` tells.
pub async fn before_deferring(
    service: &GameService,
    request: AnalysisRequest,
) -> Result<(AnalysisStart, Heard), BotError> {
    let (progress, heard) = watch::channel(None);
    let start = service
        .analysis()
        .request_analysis(request, move |now| {
            // Nobody listening any more is no reason to stop here: the
            // request's cancellation says that.
            let _ = progress.send(Some(now));
        })
        .await
        .map_err(analysis_error)?;
    Ok((start, heard))
}

/// The deferred answer to one interaction (a command or a click), edited
/// through its token: progress first, then the analysis.
pub struct AnalysisReply<'a> {
    pub http: &'a serenity::Http,
    pub token: &'a str,
    pub lang: Lang,
    /// The request's: cancelled once the reply cannot be edited any more.
    pub cancel: CancellationToken,
}

impl AnalysisReply<'_> {
    async fn edit(&self, edit: EditInteractionResponse) -> Result<(), BotError> {
        let edit = edit.allowed_mentions(no_pings());
        crate::discord::runtime::retry::with_retry("edit the analysis reply", || {
            edit.clone().execute(self.http, self.token)
        })
        .await?;
        Ok(())
    }

    /// Replaces the reply's text.
    async fn say(&self, text: &str) -> Result<(), BotError> {
        self.edit(EditInteractionResponse::new().content(truncate(text, MESSAGE_LIMIT)))
            .await
    }

    /// The first message with the chart and `buttons` in the reply, the
    /// others after it.
    async fn post(
        &self,
        messages: Vec<String>,
        chart: CreateAttachment,
        buttons: Vec<serenity::CreateActionRow>,
    ) -> Result<(), BotError> {
        let mut messages = messages.into_iter();
        let first = messages.next().unwrap_or_default();
        self.edit(
            EditInteractionResponse::new()
                .content(first)
                .new_attachment(chart)
                .components(buttons),
        )
        .await?;
        for text in messages {
            let next = CreateInteractionResponseFollowup::new()
                .content(text)
                .allowed_mentions(no_pings());
            crate::discord::runtime::retry::with_retry("post the analysis", || {
                next.clone().execute(self.http, (None, self.token))
            })
            .await?;
        }
        Ok(())
    }
}

/// Answers a deferred request: the stored analysis at once, or the search
/// with the reply showing the place in the queue and then the progress.
/// A failure is said in the reply, which the request made public: nothing
/// is left "thinking".
pub async fn answer(start: AnalysisStart, heard: Heard, reply: &AnalysisReply<'_>) {
    let (game, result) = match start {
        AnalysisStart::Ready(ready) => {
            let (view, analysis) = *ready;
            (view.id(), post_analysis(&view, &analysis, reply).await)
        }
        AnalysisStart::Queued(job) => {
            let game = job.view().id();
            let result = match search(*job, heard, reply).await {
                Ok((view, analysis)) => post_analysis(&view, &analysis, reply).await,
                Err(error) => Err(error),
            };
            (game, result)
        }
    };
    if let Err(error) = result {
        warn!(%error, %game, "no analysis posted");
        let text = format!("⚠️ {}", bot_error(reply.lang, &error));
        if let Err(error) = reply.say(&text).await {
            warn!(%error, %game, "could not say why no analysis was posted");
        }
    }
}

/// Runs the analysis, editing the reply with its place in the queue as
/// soon as it moves, then with how far the search got every
/// [`PROGRESS_EVERY`]. An edit that fails means nobody would see the
/// analysis: the request is cancelled and the search stops.
async fn search(
    job: AnalysisJob,
    mut heard: Heard,
    reply: &AnalysisReply<'_>,
) -> Result<(GameView, GameAnalysis), BotError> {
    let game = job.view().id();
    let analysis = job.run();
    tokio::pin!(analysis);
    let mut every = tokio::time::interval(PROGRESS_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut shown = None;
    let mut open = true;
    loop {
        let show = tokio::select! {
            biased;
            result = &mut analysis => return result.map_err(analysis_error),
            changed = heard.changed(), if open => match changed {
                Ok(()) => matches!(*heard.borrow_and_update(), Some(AnalysisProgress::Queued { .. })),
                Err(_) => {
                    open = false;
                    false
                }
            },
            _ = every.tick() => true,
        };
        let now = *heard.borrow();
        if !show || now == shown {
            continue;
        }
        let Some(now) = now else { continue };
        shown = Some(now);
        let text = progress_text(reply.lang, game, now);
        if let Err(error) = reply.say(&text).await {
            warn!(%error, %game, "the analysis's reply cannot be edited; stopping it");
            reply.cancel.cancel();
        }
    }
}

/// "Game #12's analysis is 3rd in line…" while it waits; "Analysing game
/// #12: ply 37 of 96…" for `(positions searched, positions in all)` while
/// it runs (the start position is searched before ply 1).
fn progress_text(lang: Lang, game: GameId, progress: AnalysisProgress) -> String {
    match progress {
        AnalysisProgress::Queued { place } => tr!(
            lang,
            "analysis-queued",
            game = game.0.to_string(),
            place = place
        ),
        AnalysisProgress::Searching { done, all } => {
            let plies = all.saturating_sub(1);
            tr!(
                lang,
                "analysis-progress",
                game = game.0.to_string(),
                ply = done.min(plies),
                plies = plies
            )
        }
    }
}

async fn post_analysis(
    view: &GameView,
    analysis: &GameAnalysis,
    reply: &AnalysisReply<'_>,
) -> Result<(), BotError> {
    let chart = eval_chart(reply.lang, view, analysis);
    let description = eval_chart_description(reply.lang, &chart);
    let png =
        crate::discord::runtime::render_slots::render(move || render_eval_chart(&chart)).await?;
    let file = CreateAttachment::bytes(png, format!("game-{}-analysis.png", view.id().0))
        .description(description);
    reply
        .post(
            analysis_messages(reply.lang, view, analysis),
            file,
            learn_button(reply.lang, view, analysis),
        )
        .await
}

/// **Learn from your mistakes** under the analysis of a finished game with
/// mistakes (grade mistake or blunder): each clicker gets their own.
fn learn_button(
    lang: Lang,
    view: &GameView,
    analysis: &GameAnalysis,
) -> Vec<serenity::CreateActionRow> {
    let any = analysis
        .plies
        .iter()
        .any(|p| p.grade >= Some(Grade::Mistake));
    if view.record.is_active() || !any || analysis.plies.len() != view.game.ply() {
        return Vec::new();
    }
    let id =
        crate::discord::presentation::custom_id::ButtonAction::LearnMistakes { game: view.id() }
            .encode();
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(id)
            .label(tr!(lang, "analysis-learn-button"))
            .style(serenity::ButtonStyle::Secondary),
    ])]
}

/// Marbles or points, the unit of every number an analysis shows.
fn unit(kind_family: Family) -> &'static str {
    match kind_family {
        Family::Abalone => "marbles",
        Family::Abande => "points",
    }
}

/// "alice (Black)".
fn player_words(lang: Lang, view: &GameView, color: Color) -> String {
    tr!(
        lang,
        "analysis-player-name",
        player = plain_name(&view.record.player(color).name),
        color = color.name()
    )
}

/// What the chart shows, worded in `lang`.
pub fn eval_chart(lang: Lang, view: &GameView, analysis: &GameAnalysis) -> EvalChart {
    let name = |c: Color| view.record.player(c).name.clone();
    let ahead = |c: Color| {
        tr!(
            lang,
            "analysis-chart-ahead",
            player = name(c),
            color = c.name()
        )
    };
    EvalChart {
        title: tr!(
            lang,
            "analysis-chart-title",
            game = view.id().0.to_string(),
            black = name(Color::Black),
            white = name(Color::White)
        ),
        evals: std::iter::once(analysis.start)
            .chain(analysis.plies.iter().map(|p| p.eval))
            .collect(),
        turning_points: analysis.turning_points(TURNING_POINTS),
        black_ahead: ahead(Color::Black),
        white_ahead: ahead(Color::White),
        unit: tr!(
            lang,
            "analysis-chart-unit",
            unit = unit(view.record.kind.family())
        ),
        turning_label: tr!(lang, "analysis-chart-turning"),
    }
}

/// "+0.4", "−1.5", "0".
fn signed_amount(hundredths: i32) -> String {
    match hundredths.signum() {
        1 => format!("+{}", amount(hundredths)),
        -1 => format!("−{}", amount(hundredths)),
        _ => amount(0),
    }
}

fn grade_words(lang: Lang, grade: Grade) -> String {
    match grade {
        Grade::Inaccuracy => tr!(lang, "grade-inaccuracy"),
        Grade::Mistake => tr!(lang, "grade-mistake"),
        Grade::Blunder => tr!(lang, "grade-blunder"),
    }
}

/// "**d4-e5** (stack of 2 onto 1, captures)": a move in notation and what
/// it does in `position`.
fn move_text(lang: Lang, position: &Game, notation: &str) -> String {
    let words = position
        .parse_move(notation)
        .ok()
        .and_then(|m| describe(position, m))
        .map(|what| format!(" ({})", move_words(lang, what)))
        .unwrap_or_default();
    format!("**{notation}**{words}")
}

/// One mistake: ply, who, the move played, the better one, the loss, the grade.
fn mistake_line(
    lang: Lang,
    view: &GameView,
    position: &Game,
    ply: &PlyAnalysis,
    grade: Grade,
) -> String {
    tr!(
        lang,
        "analysis-mistake",
        ply = ply.ply,
        player = player_words(lang, view, ply.by),
        played = move_text(lang, position, &ply.played),
        best = move_text(lang, position, &ply.best),
        loss = amount(ply.loss),
        grade = grade_words(lang, grade)
    )
}

/// The lines of the mistakes, in game order, each move described in the
/// position it was played from.
fn mistake_lines(lang: Lang, view: &GameView, analysis: &GameAnalysis) -> Vec<String> {
    let mut position = Game::new(view.game.kind());
    let mut lines = Vec::new();
    for (ply, &m) in analysis.plies.iter().zip(view.game.moves()) {
        if let Some(grade) = ply.grade {
            lines.push(mistake_line(lang, view, &position, ply, grade));
        }
        if position.play(m).is_err() {
            break;
        }
    }
    lines
}

/// The analysis as messages within Discord's limit: the header and each
/// player's summary, then the mistakes, over at most [`MOST_MESSAGES`]
/// messages; any left over are counted in the last.
pub fn analysis_messages(lang: Lang, view: &GameView, analysis: &GameAnalysis) -> Vec<String> {
    let unit = unit(view.record.kind.family());
    let mut head = vec![tr!(
        lang,
        "analysis-header",
        game = view.id().0.to_string(),
        kind = kind_title(lang, view.record.kind),
        black = plain_name(&view.record.black.name),
        white = plain_name(&view.record.white.name),
        plies = analysis.plies.len(),
        unit = unit
    )];
    let played = view.game.ply();
    if analysis.plies.len() < played {
        head.push(tr!(
            lang,
            "analysis-capped",
            analysed = analysis.plies.len(),
            plies = played
        ));
    }
    for color in Color::BOTH {
        let s = analysis.summary(color);
        head.push(tr!(
            lang,
            "analysis-summary",
            player = player_words(lang, view, color),
            average = amount(s.average_loss().round() as i32),
            accuracy = format!("{:.0}", s.accuracy()),
            inaccuracies = s.count(Grade::Inaccuracy),
            mistakes = s.count(Grade::Mistake),
            blunders = s.count(Grade::Blunder)
        ));
    }
    let mistakes = mistake_lines(lang, view, analysis);
    if mistakes.is_empty() {
        head.push(tr!(lang, "analysis-no-mistakes"));
    } else {
        head.push(tr!(
            lang,
            "analysis-mistakes",
            inaccuracy = amount(INACCURACY),
            mistake = amount(MISTAKE),
            blunder = amount(BLUNDER)
        ));
    }
    pack(head, mistakes, MESSAGE_LIMIT, MOST_MESSAGES, |left| {
        tr!(lang, "analysis-more", count = left)
    })
}

/// `head`'s lines, then `lines` as long as they fit, in at most `most`
/// messages of at most `limit` characters; the count of lines left out is
/// said by `more` at the end of the last.
fn pack(
    head: Vec<String>,
    lines: Vec<String>,
    limit: usize,
    most: usize,
    more: impl Fn(usize) -> String,
) -> Vec<String> {
    let room = limit.saturating_sub(MORE_LINE_ROOM);
    let mut messages = vec![truncate(&head.join("\n"), room)];
    let total = lines.len();
    for (i, line) in lines.into_iter().enumerate() {
        let line = truncate(&line, room);
        let last = messages.last_mut().expect("one message at least");
        if last.chars().count() + 1 + line.chars().count() <= room {
            last.push('\n');
            last.push_str(&line);
        } else if messages.len() < most {
            messages.push(line);
        } else {
            let last = messages.last_mut().expect("one message at least");
            last.push('\n');
            last.push_str(&truncate(&more(total - i), MORE_LINE_ROOM - 1));
            break;
        }
    }
    messages
}

/// What `/hint` shows: the engine's move, what it does, and its evaluation
/// for the asker.
pub fn hint_text(lang: Lang, view: &GameView, hint: &Hint) -> String {
    tr!(
        lang,
        "hint-suggestion",
        game = view.id().0.to_string(),
        suggestion = move_text(lang, &view.game, &hint.notation),
        eval = signed_amount(hint.eval),
        unit = unit(view.record.kind.family())
    )
}

/// The lines `/game` adds about analysis: that one is stored, how many
/// hints were shown; empty when neither.
pub async fn analysis_marks(
    lang: Lang,
    service: &GameService,
    view: &GameView,
) -> Result<String, BotError> {
    let mut marks = String::new();
    let played = view.game.ply();
    match service.analysis().analysed_plies(view.id()).await? {
        Some(analysed) if analysed < played => {
            marks.push('\n');
            marks.push_str(&tr!(
                lang,
                "game-analysed-partly",
                game = view.id().0.to_string(),
                analysed = analysed,
                plies = played
            ));
        }
        Some(_) => {
            marks.push('\n');
            marks.push_str(&tr!(lang, "game-analysed", game = view.id().0.to_string()));
        }
        None => {}
    }
    let hints = service.analysis().hints_shown(view.id()).await?;
    if hints > 0 {
        marks.push('\n');
        marks.push_str(&tr!(lang, "game-hinted", count = hints));
    }
    Ok(marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{GameRecord, Player};
    use abande_rules::GameKind;

    fn view(kind: GameKind, moves: &[&str]) -> GameView {
        let record = GameRecord::example(42, kind, Player::new(1, "alice"), Player::new(2, "bob"));
        GameView {
            record,
            game: Game::replay(kind, moves).unwrap(),
            automatic_plies: Vec::new(),
            premove_plies: Vec::new(),
        }
    }

    /// Every ply of `view` graded with `loss`, the engine preferring `best`.
    fn analysis_losing(view: &GameView, loss: i32, best: &str) -> GameAnalysis {
        let mut by = Color::Black;
        let plies = view
            .game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let ply = PlyAnalysis {
                    ply: i + 1,
                    by,
                    played: m.to_string(),
                    best: best.to_string(),
                    eval: 0,
                    loss,
                    grade: Grade::of_loss(loss),
                };
                by = by.opposite();
                ply
            })
            .collect();
        GameAnalysis {
            start: 0,
            plies,
            next_best: None,
        }
    }

    #[test]
    fn amounts_read_as_marbles_or_points() {
        assert_eq!(amount(150), "1.5");
        assert_eq!(amount(30), "0.3");
        assert_eq!(amount(200), "2");
        assert_eq!(amount(-125), "1.25");
        assert_eq!(signed_amount(40), "+0.4");
        assert_eq!(signed_amount(-150), "−1.5");
        assert_eq!(signed_amount(0), "0");
    }

    #[test]
    fn a_mistake_names_ply_player_moves_loss_and_grade() {
        let view = view(GameKind::AbandeHex, &["d4", "d5"]);
        let analysis = analysis_losing(&view, 120, "c3");
        let messages = analysis_messages(Lang::En, &view, &analysis);
        assert_eq!(messages.len(), 1, "{messages:?}");
        let text = &messages[0];
        assert!(
            text.contains("game #42**") && !text.contains("##"),
            "{text}"
        );
        assert!(
            text.contains("**2.** bob (White) played **d5** (enter, "),
            "{text}"
        );
        assert!(text.contains("better **c3** (enter, "), "{text}");
        assert!(text.contains("−1.2 · blunder"), "{text}");
        assert!(text.contains("alice (Black): average loss 1.2"), "{text}");
    }

    #[test]
    fn a_clean_game_says_so() {
        let view = view(GameKind::Abalone, &["a1b2", "i5h5"]);
        let analysis = analysis_losing(&view, 0, "a1b2");
        let text = analysis_messages(Lang::En, &view, &analysis).join("\n");
        assert!(
            text.contains(&tr!(Lang::En, "analysis-no-mistakes")),
            "{text}"
        );
        assert!(text.contains("marbles"), "{text}");
        assert!(text.contains("accuracy 100%"), "{text}");
    }

    #[test]
    fn many_mistakes_fill_at_most_three_messages_within_the_limit() {
        // Abalone's first legal moves shuffle marbles for as long as asked.
        let mut game = Game::new(GameKind::Abalone);
        while game.ply() < 150 && !game.is_over() {
            game.play(game.legal_moves()[0]).unwrap();
        }
        assert_eq!(game.ply(), 150);
        let mut view = view(GameKind::Abalone, &[]);
        view.game = game;
        let analysis = analysis_losing(&view, 500, "pass");
        let total = analysis.plies.len();
        for lang in Lang::ALL {
            let messages = analysis_messages(lang, &view, &analysis);
            assert_eq!(messages.len(), MOST_MESSAGES, "{lang}");
            for m in &messages {
                assert!(m.chars().count() <= MESSAGE_LIMIT, "{lang}: {}", m.len());
            }
            let shown = messages.join("\n").matches(".** ").count();
            assert!(shown > 20 && shown < total, "{lang}: {shown} of {total}");
            let more = tr!(lang, "analysis-more", count = total - shown);
            assert!(messages[2].ends_with(&more), "{lang}: {}", messages[2]);
        }
    }

    #[test]
    fn a_capped_analysis_says_how_many_plies_it_covers() {
        let view = view(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]);
        let mut analysis = analysis_losing(&view, 0, "d4");
        let whole = analysis_messages(Lang::En, &view, &analysis).join("\n");
        assert!(!whole.contains("Analysed the first"), "{whole}");
        analysis.plies.truncate(3);
        let capped = analysis_messages(Lang::En, &view, &analysis).join("\n");
        assert!(
            capped.contains("Analysed the first 3 plies of 4"),
            "{capped}"
        );
    }

    #[test]
    fn the_place_in_line_reads_as_an_ordinal() {
        let queued =
            |place| progress_text(Lang::En, GameId(12), AnalysisProgress::Queued { place });
        assert_eq!(queued(1), "⏳ Game #12's analysis is 1st in line…");
        assert!(queued(2).contains("2nd in line"));
        assert!(queued(3).contains("3rd in line"));
        assert!(queued(4).contains("4th in line"));
        assert!(queued(11).contains("11th in line"));
        let searching = AnalysisProgress::Searching { done: 38, all: 97 };
        let text = progress_text(Lang::En, GameId(12), searching);
        assert!(text.contains("ply 38 of 96"), "{text}");
        for lang in Lang::ALL {
            assert!(
                progress_text(lang, GameId(12), AnalysisProgress::Queued { place: 3 })
                    .contains('3')
            );
        }
    }

    #[test]
    fn a_full_queue_says_the_wait_in_whole_minutes() {
        assert_eq!(wait_minutes(Duration::from_secs(0)), 1);
        assert_eq!(wait_minutes(Duration::from_secs(61)), 2);
        let refused = analysis_error(AnalysisError::Refused(AnalysisRefusal::QueueFull {
            wait: Duration::from_secs(600),
        }));
        let text = bot_error(Lang::En, &refused);
        assert!(text.contains("about 10 min"), "{text}");
    }

    #[test]
    fn packing_keeps_order_and_counts_what_is_left_out() {
        let lines: Vec<String> = (1..=10)
            .map(|i| format!("line {i:02} {}", "x".repeat(80)))
            .collect();
        let messages = pack(vec!["head".into()], lines, 300, 2, |n| format!("+{n} more"));
        assert_eq!(messages.len(), 2);
        assert!(messages[0].starts_with("head\nline 01"));
        assert!(messages.iter().all(|m| m.chars().count() <= 300));
        let shown = messages.join("\n").matches("line ").count();
        assert!(
            messages[1].ends_with(&format!("+{} more", 10 - shown)),
            "{messages:?}"
        );
    }

    #[test]
    fn a_hint_says_the_move_what_it_does_and_the_evaluation() {
        let view = view(GameKind::AbandeHex, &["d4"]);
        let hint = Hint {
            notation: "d5".into(),
            eval: -40,
            ply: 1,
        };
        let text = hint_text(Lang::En, &view, &hint);
        assert!(text.contains("**d5** (enter, "), "{text}");
        assert!(text.contains("−0.4 points"), "{text}");
    }

    /// The charts of real analyses, looked at by eye: a short game and a
    /// long one, one-sided and balanced. Searches whole games, so it runs
    /// by hand: `ANALYSIS_CHART_DIR=/tmp cargo test --lib real_analysis_charts -- --ignored`.
    #[test]
    #[ignore = "searches whole games; run by hand to look at the charts"]
    fn real_analysis_charts() {
        use abande_engine::{Level, SearchLimits, analysis::analyse, choose_move};
        let dir = std::env::var_os("ANALYSIS_CHART_DIR").unwrap_or_else(|| "/tmp".into());
        let limits = SearchLimits {
            nodes: 60_000,
            time: Duration::from_secs(5),
            depth: 64,
        };
        let engines = |kind: GameKind, black: u8, white: u8, most: usize| {
            let mut game = Game::new(kind);
            while !game.is_over() && game.ply() < most {
                let level = if game.ply().is_multiple_of(2) {
                    black
                } else {
                    white
                };
                let level = Level::new(level).unwrap();
                let choice = choose_move(&game, level, game.ply() as u64).unwrap();
                game.play(choice.mv).unwrap();
            }
            game
        };
        let final_2015 = abande_rules::recorded_games::awc_2015_final();
        let cases = [
            (
                "short-abalone",
                Game::replay(GameKind::AbaloneBelgian, &final_2015[..24]).unwrap(),
            ),
            (
                "long-abalone-2015-final",
                Game::replay(GameKind::AbaloneBelgian, &final_2015).unwrap(),
            ),
            ("balanced-abande", engines(GameKind::AbandeHex, 3, 3, 200)),
            ("one-sided-abande", engines(GameKind::AbandeHex, 4, 1, 200)),
        ];
        for (name, game) in cases {
            let mut view = view(game.kind(), &[]);
            view.game = game;
            let analysis = analyse(&view.game, limits, 1, &mut |_, _| {});
            assert_eq!(analysis.plies.len(), view.game.ply());
            let png = render_eval_chart(&eval_chart(Lang::En, &view, &analysis));
            assert!(image::load_from_memory(&png).is_ok());
            let path = std::path::Path::new(&dir).join(format!("analysis-{name}.png"));
            std::fs::write(&path, png).unwrap();
            let text = analysis_messages(Lang::En, &view, &analysis);
            std::fs::write(path.with_extension("txt"), text.join("\n---\n")).unwrap();
        }
    }
}
