//! `/challenge`: invite someone to a game; they answer with buttons.

use crate::{msg, tr};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use crate::discord::commands::lang::{bot_can_post_here, place_lang, user_lang};
use crate::discord::commands::{BotError, Context, player};
use crate::discord::presentation::board::post::{open_thread, post_board};
use crate::discord::presentation::board::words::{game_title, start_headline};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::mention;
use crate::discord::presentation::users::player_of;
use crate::discord::presentation::words::{color_choice, kind_title};
use crate::i18n::{self, Arg, Lang};
use crate::service::{
    Challenge, ChallengeId, ColorChoice, GameService, HOUR_SECS, MoveHours, NewChallenge,
    NewEngineGame, Place, RatingRange, TimeBank, engine_level, range_text,
};
use crate::words::clock_words;
use abande_engine::Level;
use abande_rules::GameKind;

/// A game option: its choices are [`GameKind::ALL`], each named by its
/// [`GameKind::id`] (and localised as `choice-<id>` in `commands.ftl`), so
/// a kind added in `rules/kind.rs` is offered by every command at once.
/// Discord sends back the index of the choice: keep the order of
/// `GameKind::ALL`, adding kinds at its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice(pub GameKind);

impl poise::ChoiceParameter for GameChoice {
    fn list() -> Vec<poise::CommandParameterChoice> {
        GameKind::ALL
            .iter()
            .map(|kind| poise::CommandParameterChoice {
                name: kind.id().to_string(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        GameKind::ALL.get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        name.parse().ok().map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.id()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        // `discord/localize.rs` sets the localised names on the command list.
        None
    }
}

impl From<GameChoice> for GameKind {
    fn from(c: GameChoice) -> GameKind {
        c.0
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

/// The `move_hours` option: none the default, 0 unlimited; the service
/// checks the limits.
pub(in crate::discord) fn move_hours_option(hours: Option<i64>) -> Result<MoveHours, BotError> {
    Ok(match hours {
        None => MoveHours::Default,
        Some(0) => MoveHours::Unlimited,
        Some(h) => MoveHours::Hours(
            u32::try_from(h).map_err(|_| BotError::User(msg!("move-hours-range")))?,
        ),
    })
}

/// The time bank asked for, if any; the service checks its limits.
pub(in crate::discord) fn time_bank(
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
            return Err(BotError::User(msg!("clock-custom-needs-bank")));
        }
        Some(ClockParam::Fast) => Some(TimeBank::FAST),
        Some(ClockParam::Standard) => Some(TimeBank::STANDARD),
        Some(ClockParam::Relaxed) => Some(TimeBank::RELAXED),
    };
    if let Some(preset) = preset {
        if custom_values {
            return Err(BotError::User(msg!("bank-values-custom-only")));
        }
        return Ok(Some(preset));
    }
    let Some(initial) = bank_hours else {
        return Err(BotError::User(msg!("custom-bank-needs-hours")));
    };
    let hours = |h: i64| h.saturating_mul(HOUR_SECS);
    Ok(Some(TimeBank {
        initial_secs: hours(initial),
        increment_secs: hours(increment_hours.unwrap_or(0)),
        max_secs: hours(max_hours.unwrap_or(initial)),
    }))
}

/// Challenge someone (or anyone) to a game of Abande or Abalone; challenge me to play my engine.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    game: GameChoice,
    opponent: Option<serenity::User>,
    color: Option<ColorParam>,
    #[min = 0]
    #[max = 336]
    move_hours: Option<i64>,
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    rated: Option<bool>,
    min_rating: Option<i32>,
    max_rating: Option<i32>,
    clock: Option<ClockParam>,
    #[min = 1]
    #[max = 720]
    bank_hours: Option<i64>,
    #[min = 0]
    #[max = 168]
    increment_hours: Option<i64>,
    #[min = 1]
    #[max = 720]
    max_hours: Option<i64>,
) -> Result<(), BotError> {
    let color = match color.unwrap_or(ColorParam::Random) {
        ColorParam::Black => ColorChoice::Black,
        ColorParam::White => ColorChoice::White,
        ColorParam::Random => ColorChoice::Random,
    };
    if let Some(opponent) = &opponent
        && opponent.id == ctx.framework().bot_id
    {
        let level = engine_level(level)?;
        if !bot_can_post_here(ctx) {
            return Err(BotError::User(msg!("engine-needs-the-bot")));
        }
        return play_the_engine(ctx, game.into(), color, level).await;
    }
    // A game between people lives in a thread of a server the bot is in.
    if ctx.guild_id().is_none() || !bot_can_post_here(ctx) {
        return Err(BotError::User(msg!("people-game-needs-the-bot")));
    }
    if opponent.as_ref().is_some_and(|o| o.bot) {
        return Err(BotError::User(msg!("bots-cannot-play")));
    }
    let bank = time_bank(clock, bank_hours, increment_hours, max_hours)?;
    let move_hours = move_hours_option(move_hours)?;
    let rating_range = RatingRange {
        min: min_rating,
        max: max_rating,
    };
    if opponent.is_some() && rating_range != RatingRange::default() {
        return Err(BotError::User(msg!("rating-limits-open-only")));
    }
    let new = NewChallenge {
        challenger: player(ctx),
        opponent: opponent.as_ref().map(player_of),
        kind: game.into(),
        color,
        move_hours,
        place: place_here(ctx),
        rated: rated.unwrap_or(true),
        rating_range,
        rematch_of: None,
        bank,
    };
    let challenge = ctx.data().service.create_challenge(new).await?;
    // The server's games channel, if it has one, rather than here; and
    // not as the reply if that was deferred privately (a slow database).
    let here = challenge.place.channel_id == ctx.channel_id().get()
        && !crate::discord::commands::answered(ctx);
    let message = post_challenge(
        ctx.http(),
        &ctx.data().service,
        &challenge,
        here.then_some(ctx),
    );
    let message = message.await?;
    if !here {
        crate::discord::commands::server::settings::link_privately(ctx, &message).await?;
    }
    if level.is_some() {
        let note = tr!(user_lang(ctx), "challenge-level-ignored");
        ctx.send(poise::CreateReply::default().content(note).ephemeral(true))
            .await?;
    }
    Ok(())
}

/// Where the command was used, and the language its public posts speak.
pub(in crate::discord) fn place_here(ctx: Context<'_>) -> Place {
    Place {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: ctx.channel_id().get(),
        language: place_lang(ctx),
    }
}

/// Shows `challenge` with its buttons, as the reply to `reply_to` or in its
/// channel, and remembers the message.
pub async fn post_challenge(
    http: &serenity::Http,
    service: &GameService,
    challenge: &Challenge,
    reply_to: Option<Context<'_>>,
) -> Result<serenity::Message, BotError> {
    let text = challenge_text(challenge, service).await?;
    let mentions = challenge.opponent.iter().map(|o| o.id.0);
    let allowed = crate::discord::presentation::text::pings_only(mentions);
    let buttons = vec![challenge_buttons(challenge.place.language, challenge.id)];
    let message = match reply_to {
        Some(ctx) => {
            let reply = poise::CreateReply::default()
                .content(text)
                .components(buttons)
                .allowed_mentions(allowed);
            ctx.send(reply).await?.into_message().await?
        }
        None => {
            let message = serenity::CreateMessage::new()
                .content(text)
                .components(buttons)
                .allowed_mentions(allowed);
            serenity::ChannelId::new(challenge.place.channel_id)
                .send_message(http, message)
                .await?
        }
    };
    service
        .set_challenge_message(challenge.id, message.id.get())
        .await?;
    Ok(message)
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
    let service = &ctx.data().service;
    // The server's games channel and language, if it set them.
    let (place, _) = service.place_in_server(place_here(ctx)).await?;
    let new = NewEngineGame {
        player: player(ctx),
        engine: player_of(&engine),
        kind,
        color,
        level,
        place,
    };
    let http = ctx.http();
    let channel = serenity::ChannelId::new(place.channel_id);
    let view = service
        .start_engine_game(new, async |view| open_thread(http, channel, view).await)
        .await?;
    let board = post_board(http, service, &view, &start_headline(&view), None).await?;
    let link = board.link.as_deref().unwrap_or_default();
    let reply = tr!(
        view.record.place.language,
        "engine-game-started",
        player = mention(ctx.author().id.get()),
        title = game_title(&view.record),
        level = level.to_string(),
        link = link
    );
    ctx.send(poise::CreateReply::default().content(reply))
        .await?;
    ctx.data().engine.wake(view.id());
    Ok(())
}

/// Accept, Decline, Cancel: the answers to a challenge, in `lang`.
pub fn challenge_buttons(lang: Lang, id: ChallengeId) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ButtonAction::AcceptChallenge(id).encode())
            .label(tr!(lang, "challenge-accept"))
            .style(ButtonStyle::Success),
        CreateButton::new(ButtonAction::DeclineChallenge(id).encode())
            .label(tr!(lang, "button-decline"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(ButtonAction::CancelChallenge(id).encode())
            .label(tr!(lang, "challenge-cancel"))
            .style(ButtonStyle::Danger),
    ])
}

/// The challenge's public text, in its place's language: who, what,
/// colours, clock, rating.
pub async fn challenge_text(c: &Challenge, service: &GameService) -> Result<String, BotError> {
    let lang = c.place.language;
    let challenger = mention(c.challenger.id.0);
    let rating = service.rating(c.challenger.id, c.kind).await?.to_string();
    let colours = tr!(
        lang,
        "challenge-colours",
        color = color_choice(c.color),
        challenger = challenger.as_str()
    );
    let clock = clock_words(lang, c.move_hours, c.bank);
    let rated = tr!(
        lang,
        "challenge-rated",
        rated = if c.rated { "yes" } else { "no" }
    );
    let terms = [colours, clock, rated].join("; ");
    let key = match (&c.opponent, c.rating_range) {
        (Some(_), _) if c.rematch_of.is_some() => "challenge-rematch",
        (Some(_), _) => "challenge-to-user",
        (
            None,
            RatingRange {
                min: None,
                max: None,
            },
        ) => "challenge-open",
        (None, _) => "challenge-open-in-range",
    };
    let opponent = c.opponent.as_ref().map(|o| mention(o.id.0));
    // Each message shows the arguments it needs of these.
    let args = [
        ("opponent", Arg::from(opponent.unwrap_or_default())),
        ("challenger", Arg::from(challenger)),
        ("rating", Arg::from(rating)),
        ("range", Arg::from(range_text(c.rating_range))),
        ("title", Arg::from(kind_title(lang, c.kind))),
        ("terms", Arg::from(terms)),
        ("expires", Arg::from(c.expires_at)),
    ];
    Ok(i18n::text(lang, key, &args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn the_game_choices_are_the_kinds_in_their_order() {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        let names: Vec<String> = GameChoice::list().into_iter().map(|c| c.name).collect();
        assert_eq!(names, ids);
        for (index, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(GameChoice::from_index(index), Some(GameChoice(kind)));
            assert_eq!(GameChoice::from_name(kind.id()), Some(GameChoice(kind)));
            assert_eq!(GameChoice(kind).name(), kind.id());
        }
        assert_eq!(GameChoice::from_index(GameKind::ALL.len()), None);
        assert_eq!(GameChoice::from_name("chess"), None);
    }

    #[test]
    fn every_game_option_offers_every_kind_with_its_localised_names() {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        let commands = crate::discord::commands();
        let mut seen = 0;
        for command in &commands {
            for option in command.parameters.iter().filter(|p| p.name == "game") {
                if option.choices.is_empty() {
                    continue; // a game id, with autocomplete
                }
                seen += 1;
                let names: Vec<&str> = option.choices.iter().map(|c| c.name.as_str()).collect();
                assert_eq!(names, ids, "/{}", command.name);
                let hex = &option.choices[0].localizations;
                assert_eq!(
                    hex.get("fr").map(String::as_str),
                    Some("Abande (plateau hexagonal)")
                );
            }
        }
        // /challenge, /rules, /leaderboard, /history
        assert!(seen >= 4, "{seen} game options with choices");
    }
}
