//! `/challenge`: invite someone to a game; they answer with buttons.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::{BotError, Context, player};
use crate::ai::{BadLevel, Level};
use crate::discord::ButtonAction;
use crate::discord::board_post::{game_title, open_thread, post_board, start_headline};
use crate::discord::text::mention;
use crate::discord::users::player_of;
use crate::rules::GameKind;
use crate::service::{
    Challenge, ChallengeId, ColorChoice, HOUR_SECS, MoveHours, NewChallenge, NewEngineGame, Place,
    TimeBank,
};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "abande-hex"]
    AbandeHex,
    #[name = "abande-square"]
    AbandeSquare,
    #[name = "abande-snub"]
    AbandeSnub,
    #[name = "abalone"]
    Abalone,
    #[name = "abalone-belgian"]
    AbaloneBelgian,
    #[name = "abalone-german"]
    AbaloneGerman,
}

impl From<GameChoice> for GameKind {
    fn from(c: GameChoice) -> GameKind {
        match c {
            GameChoice::AbandeHex => GameKind::AbandeHex,
            GameChoice::AbandeSquare => GameKind::AbandeSquare,
            GameChoice::AbandeSnub => GameKind::AbandeSnub,
            GameChoice::Abalone => GameKind::Abalone,
            GameChoice::AbaloneBelgian => GameKind::AbaloneBelgian,
            GameChoice::AbaloneGerman => GameKind::AbaloneGerman,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorParam {
    #[name = "black"]
    Black,
    #[name = "white"]
    White,
    #[name = "random"]
    Random,
}

/// How the players' time is kept.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ClockParam {
    /// A fixed time for each move (`move_hours`).
    #[name = "per-move"]
    PerMove,
    #[name = "fast"]
    Fast,
    #[name = "standard"]
    Standard,
    #[name = "relaxed"]
    Relaxed,
    /// A bank from `bank_hours`, `increment_hours` and `max_hours`.
    #[name = "custom"]
    Custom,
}

/// The time bank asked for, if any; the service checks its limits.
fn time_bank(
    clock: Option<ClockParam>,
    bank_hours: Option<i64>,
    increment_hours: Option<i64>,
    max_hours: Option<i64>,
) -> Result<Option<TimeBank>, BotError> {
    let custom_values = bank_hours.is_some() || increment_hours.is_some() || max_hours.is_some();
    let preset = match clock {
        None | Some(ClockParam::Custom) if custom_values => None,
        None | Some(ClockParam::PerMove) => return Ok(None),
        Some(ClockParam::Custom) => {
            return Err(BotError::User(
                "clock:custom needs bank_hours (and optionally increment_hours, max_hours)".into(),
            ));
        }
        Some(ClockParam::Fast) => Some(TimeBank::FAST),
        Some(ClockParam::Standard) => Some(TimeBank::STANDARD),
        Some(ClockParam::Relaxed) => Some(TimeBank::RELAXED),
    };
    if let Some(preset) = preset {
        if custom_values {
            return Err(BotError::User(
                "bank_hours, increment_hours and max_hours go with clock:custom only".into(),
            ));
        }
        return Ok(Some(preset));
    }
    let Some(initial) = bank_hours else {
        return Err(BotError::User(
            "a custom time bank needs bank_hours, the time each player starts with".into(),
        ));
    };
    let hours = |h: i64| h.saturating_mul(HOUR_SECS);
    Ok(Some(TimeBank {
        initial_secs: hours(initial),
        increment_secs: hours(increment_hours.unwrap_or(0)),
        max_secs: hours(max_hours.unwrap_or(initial)),
    }))
}

/// Challenge someone to a game of Abande or Abalone (challenge me to play my engine).
// Poise takes one parameter per slash-command option.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (me: my engine, at once)"] opponent: serenity::User,
    #[description = "Which game"] game: GameChoice,
    #[description = "Your colour (Black moves first); default random"] color: Option<ColorParam>,
    #[description = "Hours per move before a player loses on time (default 72, 0 = no limit)"]
    #[min = 0]
    #[max = 336]
    move_hours: Option<i64>,
    #[description = "My engine's strength against you, 1 (beginner) to 5 (strongest); default 3"]
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    #[description = "Time per move (default), or a time bank: fast, standard, relaxed, custom"]
    clock: Option<ClockParam>,
    #[description = "Custom bank: hours each player starts with (1-720)"]
    #[min = 1]
    #[max = 720]
    bank_hours: Option<i64>,
    #[description = "Custom bank: hours added after each of your moves (0-168, default 0)"]
    #[min = 0]
    #[max = 168]
    increment_hours: Option<i64>,
    #[description = "Custom bank: most hours a bank can hold (default bank_hours)"]
    #[min = 1]
    #[max = 720]
    max_hours: Option<i64>,
) -> Result<(), BotError> {
    let color = match color.unwrap_or(ColorParam::Random) {
        ColorParam::Black => ColorChoice::Black,
        ColorParam::White => ColorChoice::White,
        ColorParam::Random => ColorChoice::Random,
    };
    if opponent.id == ctx.framework().bot_id {
        let level = match level {
            None => Level::DEFAULT,
            Some(n) => {
                Level::new(n).ok_or_else(|| BotError::User(BadLevel(n.to_string()).to_string()))?
            }
        };
        return play_the_engine(ctx, game.into(), color, level).await;
    }
    if opponent.bot {
        return Err(BotError::User(
            "bots cannot play; challenge a person, or me to play my engine".into(),
        ));
    }
    let bank = time_bank(clock, bank_hours, increment_hours, max_hours)?;
    let move_hours = match move_hours {
        None => MoveHours::Default,
        Some(0) => MoveHours::Unlimited,
        Some(h) => MoveHours::Hours(
            u32::try_from(h)
                .map_err(|_| BotError::User("move_hours must be between 0 and 336".into()))?,
        ),
    };
    let new = NewChallenge {
        challenger: player(ctx),
        opponent: player_of(&opponent),
        kind: game.into(),
        color,
        move_hours,
        place: Place {
            guild_id: ctx.guild_id().map(|g| g.get()),
            channel_id: ctx.channel_id().get(),
        },
        bank,
    };
    let challenge = ctx.data().service.create_challenge(new).await?;
    let reply = poise::CreateReply::default()
        .content(challenge_text(&challenge))
        .components(vec![challenge_buttons(challenge.id)])
        .allowed_mentions(serenity::CreateAllowedMentions::new().users(vec![opponent.id]));
    let handle = ctx.send(reply).await?;
    let message = handle.message().await?;
    ctx.data()
        .service
        .set_challenge_message(challenge.id, message.id.get())
        .await?;
    if level.is_some() {
        let note = "The level only sets my engine's strength in games against me; it was left out of this challenge.";
        ctx.send(poise::CreateReply::default().content(note).ephemeral(true))
            .await?;
    }
    Ok(())
}

/// Starts a game against the engine at once, in a thread of its own, and
/// lets the engine open if it plays Black.
async fn play_the_engine(
    ctx: Context<'_>,
    kind: GameKind,
    color: ColorChoice,
    level: Level,
) -> Result<(), BotError> {
    ctx.defer().await?;
    let engine = ctx.cache().current_user().clone();
    let new = NewEngineGame {
        player: player(ctx),
        engine: player_of(&engine),
        kind,
        color,
        level,
        place: Place {
            guild_id: ctx.guild_id().map(|g| g.get()),
            channel_id: ctx.channel_id().get(),
        },
    };
    let http = ctx.http();
    let channel = ctx.channel_id();
    let service = &ctx.data().service;
    let view = service
        .start_engine_game(new, async |view| open_thread(http, channel, view).await)
        .await?;
    let board = post_board(http, service, &view, &start_headline(&view), None).await?;
    let link = board.link.as_deref().unwrap_or_default();
    let reply = format!(
        "{} starts **{}** against me at level {level}: {link}",
        mention(ctx.author().id.get()),
        game_title(&view)
    );
    ctx.send(poise::CreateReply::default().content(reply))
        .await?;
    ctx.data().engine.wake(view.id);
    Ok(())
}

pub fn challenge_buttons(id: ChallengeId) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ButtonAction::AcceptChallenge(id).to_string())
            .label("Accept")
            .style(ButtonStyle::Success),
        CreateButton::new(ButtonAction::DeclineChallenge(id).to_string())
            .label("Decline")
            .style(ButtonStyle::Secondary),
        CreateButton::new(ButtonAction::CancelChallenge(id).to_string())
            .label("Cancel (challenger)")
            .style(ButtonStyle::Danger),
    ])
}

pub fn challenge_text(c: &Challenge) -> String {
    let colour = match c.color {
        ColorChoice::Black => format!("{} plays Black (moves first)", mention(c.challenger.id.0)),
        ColorChoice::White => format!("{} plays White; you move first", mention(c.challenger.id.0)),
        ColorChoice::Random => "colours drawn at random".to_string(),
    };
    let clock = match (c.move_hours, c.bank) {
        (Some(h), _) => format!("{h} h per move"),
        (None, Some(bank)) => format!("time bank {bank}"),
        (None, None) => "no time limit".to_string(),
    };
    format!(
        "{}, {} challenges you to **{}** ({colour}; {clock}). The challenge expires <t:{}:R>.",
        mention(c.opponent.id.0),
        mention(c.challenger.id.0),
        c.kind.title(),
        c.expires_at
    )
}
