//! `/challenge`: invite someone to a game; they answer with buttons.

use crate::{msg, tr};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use crate::discord::commands::click::Click;
use crate::discord::commands::lang::{bot_can_post_here, place_lang, user_lang};
use crate::discord::commands::{BotError, Context, player};
use crate::discord::presentation::board::post::{open_thread, post_board};
use crate::discord::presentation::board::words::{game_title, start_headline};
use crate::discord::presentation::custom_id::ButtonAction;
use crate::discord::presentation::text::{mention, message_link};
use crate::discord::presentation::users::player_of;
use crate::discord::presentation::words::{color_choice, kind_title};
use crate::i18n::{self, Arg, Lang, own_text};
use crate::service::{
    Challenge, ChallengeId, ColorChoice, GameId, GameService, GameView, HOUR_SECS, MoveHours,
    NewChallenge, NewEngineGame, Place, RatingRange, Rematch, TimeBank, engine_level, range_text,
};
use crate::words::clock_words;
use abande_engine::Level;
use abande_rules::GameKind;

/// A game-kind option (`kind`): its choices are [`GameKind::ALL`], each
/// shown by the game's name in the reader's language (`choice-<id>` in
/// `commands.ftl`: "Abande (hexagonal board)") and sent back as the kind's
/// [`GameKind::id`] (`abande-hex`), so a kind added in `rules/kind.rs` is
/// offered by every command at once and the order of the choices carries
/// no meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice(pub GameKind);

/// One game-kind choice as Discord shows it.
pub struct KindChoice {
    /// The English name, for every locale without a translation.
    pub name: String,
    /// What comes back: the kind's id.
    pub value: &'static str,
    /// The names in the other languages, by Discord locale.
    pub localized: Vec<(&'static str, String)>,
}

impl GameChoice {
    /// The choices, in [`GameKind::ALL`]'s order.
    pub fn choices() -> Vec<KindChoice> {
        GameKind::ALL
            .iter()
            .map(|kind| {
                let key = format!("choice-{}", kind.id());
                let name = own_text(Lang::En, &key).unwrap_or_else(|| kind.id().to_owned());
                let localized = Lang::ALL
                    .iter()
                    .flat_map(|lang| {
                        let text = own_text(*lang, &key).unwrap_or_else(|| name.clone());
                        lang.discord_locales()
                            .iter()
                            .map(move |locale| (*locale, text.clone()))
                    })
                    .collect();
                KindChoice {
                    name,
                    value: kind.id(),
                    localized,
                }
            })
            .collect()
    }
}

// poise's `SlashArgument` is an `async_trait`; this is its expansion for a
// value known at once.
impl poise::SlashArgument for GameChoice {
    fn extract<'life0, 'life1, 'life2, 'life3, 'async_trait>(
        _ctx: &'life0 serenity::Context,
        _interaction: &'life1 serenity::CommandInteraction,
        value: &'life2 serenity::ResolvedValue<'life3>,
    ) -> std::pin::Pin<
        Box<
            dyn std::future::Future<Output = Result<Self, poise::SlashArgError>>
                + Send
                + 'async_trait,
        >,
    >
    where
        'life0: 'async_trait,
        'life1: 'async_trait,
        'life2: 'async_trait,
        'life3: 'async_trait,
        Self: 'async_trait,
    {
        let kind = match value {
            serenity::ResolvedValue::String(id) => id.parse::<GameKind>().ok(),
            _ => None,
        };
        let result =
            kind.map(GameChoice)
                .ok_or(poise::SlashArgError::new_command_structure_mismatch(
                    "not a game kind's id",
                ));
        Box::pin(async move { result })
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        let mut builder = builder.kind(serenity::CommandOptionType::String);
        for choice in GameChoice::choices() {
            builder =
                builder.add_string_choice_localized(choice.name, choice.value, choice.localized);
        }
        builder
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
    /// 1 day + 12 h a move, up to 3 days ([`TimeBank::FAST`]).
    #[name = "fast"]
    Fast,
    /// 3 days + 1 day a move, up to 7 days ([`TimeBank::STANDARD`]).
    #[name = "standard"]
    Standard,
    /// 10 days + 36 h a move, up to 10 days ([`TimeBank::RELAXED`]).
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
    subcommands("person", "engine", "open", "custom"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn challenge(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Challenge one person to a game; they answer with buttons.
#[poise::command(slash_command)]
pub async fn person(
    ctx: Context<'_>,
    user: serenity::User,
    kind: GameChoice,
    color: Option<ColorParam>,
) -> Result<(), BotError> {
    let terms = Terms {
        opponent: Some(user),
        color,
        ..Terms::default()
    };
    challenge_with(ctx, kind, terms).await
}

/// Play my engine at once, in a thread of its own.
#[poise::command(slash_command)]
pub async fn engine(
    ctx: Context<'_>,
    kind: GameChoice,
    #[min = 1]
    #[max = 5]
    level: Option<u8>,
    color: Option<ColorParam>,
) -> Result<(), BotError> {
    engine_game(ctx, kind, color, level).await
}

/// An open challenge: anyone may accept it.
#[poise::command(slash_command)]
pub async fn open(
    ctx: Context<'_>,
    kind: GameChoice,
    color: Option<ColorParam>,
) -> Result<(), BotError> {
    let terms = Terms {
        color,
        ..Terms::default()
    };
    challenge_with(ctx, kind, terms).await
}

/// A challenge with every option: clock, time bank, rating limits, rated or not.
#[poise::command(slash_command)]
// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
pub async fn custom(
    ctx: Context<'_>,
    kind: GameChoice,
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
    let terms = Terms {
        opponent,
        color,
        move_hours,
        level,
        rated,
        min_rating,
        max_rating,
        clock,
        bank_hours,
        increment_hours,
        max_hours,
    };
    challenge_with(ctx, kind, terms).await
}

/// What a challenge asks for besides its game: every other option of
/// `/challenge custom`, the other subcommands leaving most of them out.
#[derive(Default)]
struct Terms {
    opponent: Option<serenity::User>,
    color: Option<ColorParam>,
    move_hours: Option<i64>,
    level: Option<u8>,
    rated: Option<bool>,
    min_rating: Option<i32>,
    max_rating: Option<i32>,
    clock: Option<ClockParam>,
    bank_hours: Option<i64>,
    increment_hours: Option<i64>,
    max_hours: Option<i64>,
}

/// Posts the challenge of `game` that `terms` describe, or starts the
/// engine's game when the opponent is the bot.
async fn challenge_with(ctx: Context<'_>, game: GameChoice, terms: Terms) -> Result<(), BotError> {
    if let Some(opponent) = &terms.opponent
        && opponent.id == ctx.framework().bot_id
    {
        return engine_game(ctx, game, terms.color, terms.level).await;
    }
    let color = color_of(terms.color);
    // A game between people lives in a thread of a server the bot is in.
    if ctx.guild_id().is_none() || !bot_can_post_here(ctx) {
        return Err(BotError::User(msg!("people-game-needs-the-bot")));
    }
    if terms.opponent.as_ref().is_some_and(|o| o.bot) {
        return Err(BotError::User(msg!("bots-cannot-play")));
    }
    let bank = time_bank(
        terms.clock,
        terms.bank_hours,
        terms.increment_hours,
        terms.max_hours,
    )?;
    let move_hours = move_hours_option(terms.move_hours)?;
    let rating_range = RatingRange {
        min: terms.min_rating,
        max: terms.max_rating,
    };
    if terms.opponent.is_some() && rating_range != RatingRange::default() {
        return Err(BotError::User(msg!("rating-limits-open-only")));
    }
    let new = NewChallenge {
        challenger: player(ctx),
        opponent: terms.opponent.as_ref().map(player_of),
        kind: game.into(),
        color,
        move_hours,
        place: place_here(ctx),
        rated: terms.rated.unwrap_or(true),
        rating_range,
        rematch_of: None,
        bank,
    };
    let challenge = ctx
        .data()
        .service
        .challenges()
        .create_challenge(new)
        .await?;
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
    if terms.level.is_some() {
        let note = tr!(user_lang(ctx), "challenge-level-ignored");
        ctx.send(poise::CreateReply::default().content(note).ephemeral(true))
            .await?;
    }
    Ok(())
}

/// The colour asked for; random when none.
fn color_of(color: Option<ColorParam>) -> ColorChoice {
    match color.unwrap_or(ColorParam::Random) {
        ColorParam::Black => ColorChoice::Black,
        ColorParam::White => ColorChoice::White,
        ColorParam::Random => ColorChoice::Random,
    }
}

/// A game against the engine at `level` (default 3), where the bot can post.
async fn engine_game(
    ctx: Context<'_>,
    kind: GameChoice,
    color: Option<ColorParam>,
    level: Option<u8>,
) -> Result<(), BotError> {
    let level = engine_level(level)?;
    if !bot_can_post_here(ctx) {
        return Err(BotError::User(msg!("engine-needs-the-bot")));
    }
    play_the_engine(ctx, kind.into(), color_of(color), level).await
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
        .challenges()
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
    let (place, _) = service.settings().place_in_server(place_here(ctx)).await?;
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
        .engine()
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

/// The Accept button: the game starts in a thread of the challenge's
/// channel, the challenge says who accepted, and the board is posted.
pub async fn on_accept(c: &Click<'_>, id: ChallengeId) -> Result<(), BotError> {
    let (http, service) = (c.http(), c.service());
    let open_thread = async |view: &_| open_thread(http, c.click.channel_id, view).await;
    let view = service
        .challenges()
        .accept_challenge_into_thread(id, player_of(&c.click.user), open_thread)
        .await?;
    let note = tr!(
        view.record.place.language,
        "challenge-accepted",
        player = c.who(),
        game = view.id().to_string()
    );
    c.add_note(&note).await?;
    post_board(http, service, &view, &start_headline(&view), None).await?;
    Ok(())
}

/// The Decline button: the challenge says who declined.
pub async fn on_decline(c: &Click<'_>, id: ChallengeId) -> Result<(), BotError> {
    let challenge = c
        .service()
        .challenges()
        .decline_challenge(id, player_of(&c.click.user))
        .await?;
    let note = tr!(challenge.place.language, "declined-by", player = c.who());
    close_challenge(c, id, &note).await
}

/// The Cancel button: the challenger takes the challenge back.
pub async fn on_cancel(c: &Click<'_>, id: ChallengeId) -> Result<(), BotError> {
    let challenge = c
        .service()
        .challenges()
        .cancel_challenge(id, player_of(&c.click.user))
        .await?;
    let note = tr!(challenge.place.language, "challenge-cancelled-note");
    close_challenge(c, id, &note).await
}

/// The challenge clicked ends with `note`, its buttons gone, and its
/// notice is marked posted.
async fn close_challenge(c: &Click<'_>, id: ChallengeId, note: &str) -> Result<(), BotError> {
    c.add_note(note).await?;
    c.service().outbox().challenge_notice_posted(id).await?;
    Ok(())
}

/// The Rematch button under a finished game: a challenge to play it
/// again, or, the other having asked already, the new game.
pub async fn on_rematch(c: &Click<'_>, game: GameId) -> Result<(), BotError> {
    let (http, service, lang) = (c.http(), c.service(), c.lang());
    match service
        .games()
        .rematch(game, player_of(&c.click.user))
        .await?
    {
        Rematch::Asked(challenge) => {
            post_challenge(http, service, &challenge, None).await?;
            let other = challenge
                .opponent
                .as_ref()
                .map(|o| mention(o.id.0))
                .unwrap_or_default();
            c.privately(&tr!(lang, "rematch-asked", opponent = other))
                .await
        }
        Rematch::AlreadyStarted(view) => {
            let link = game_link(&view);
            c.privately(&tr!(lang, "rematch-begins", link = link)).await
        }
        Rematch::Started(view) => {
            let channel = serenity::ChannelId::new(view.record.place.channel_id);
            let open = async |view: &_| open_thread(http, channel, view).await;
            let view = service.challenges().show_in_thread(*view, open).await?;
            let board = post_board(http, service, &view, &start_headline(&view), None).await?;
            let link = board.link.unwrap_or_default();
            c.privately(&tr!(lang, "rematch-begins", link = link)).await
        }
    }
}

/// Where `view` is shown: its board message, else its thread or channel.
fn game_link(view: &GameView) -> String {
    let channel = view
        .record
        .thread_id
        .unwrap_or(view.record.place.channel_id);
    match view.record.board_message_id {
        Some(message) => message_link(view.record.place.guild_id, channel, message),
        None => format!("<#{channel}>"),
    }
}

/// The challenge's public text, in its place's language: who, what,
/// colours, clock, rating.
pub async fn challenge_text(c: &Challenge, service: &GameService) -> Result<String, BotError> {
    let lang = c.place.language;
    let challenger = mention(c.challenger.id.0);
    let rating = service
        .ratings()
        .rating(c.challenger.id, c.kind)
        .await?
        .to_string();
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

    /// The options of `/path` as Discord registers them.
    fn registered_options(path: &[&str]) -> Vec<serde_json::Value> {
        let commands = crate::discord::commands();
        let mut command = commands.iter().find(|c| c.name == path[0]).unwrap();
        for name in &path[1..] {
            command = command
                .subcommands
                .iter()
                .find(|c| c.name == *name)
                .unwrap();
        }
        command
            .parameters
            .iter()
            .filter_map(|p| p.create_as_slash_command_option())
            .map(|o| serde_json::to_value(o).unwrap())
            .collect()
    }

    #[test]
    fn the_kind_choices_show_the_games_names_and_send_their_ids() {
        let choices = GameChoice::choices();
        assert_eq!(choices.len(), GameKind::ALL.len());
        assert!(choices.len() <= 25);
        for (choice, kind) in choices.iter().zip(GameKind::ALL) {
            assert_eq!(choice.value, kind.id());
            let title = kind_title(Lang::En, kind).replace(" (standard start)", "");
            assert_eq!(choice.name, title);
            assert_ne!(choice.name, choice.value, "a name, not an id");
            assert!(choice.name.chars().count() <= 100);
            for (_, text) in &choice.localized {
                assert!((1..=100).contains(&text.chars().count()), "{text}");
            }
        }
        let french = choices[0]
            .localized
            .iter()
            .find(|(locale, _)| *locale == "fr")
            .map(|(_, text)| text.as_str());
        assert_eq!(french, Some("Abande (plateau hexagonal)"));
    }

    #[test]
    fn every_kind_option_offers_every_kind_by_name() {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        let mut seen = Vec::new();
        let commands = crate::discord::commands();
        let mut paths: Vec<Vec<&str>> = Vec::new();
        for command in &commands {
            paths.push(vec![command.name.as_str()]);
            for sub in &command.subcommands {
                paths.push(vec![command.name.as_str(), sub.name.as_str()]);
            }
        }
        for path in paths {
            for option in registered_options(&path) {
                // One word per idea: `game` is a game's number, never a kind.
                if option["name"] == "game" {
                    let none = option["choices"].as_array().is_none_or(Vec::is_empty);
                    assert!(none, "/{path:?} game has choices");
                }
                if option["name"] != "kind" || path == ["puzzle", "show"] {
                    continue;
                }
                seen.push(path.join(" "));
                let choices = option["choices"].as_array().unwrap();
                let values: Vec<&str> = choices
                    .iter()
                    .map(|c| c["value"].as_str().unwrap())
                    .collect();
                assert_eq!(values, ids, "/{path:?}");
                assert_eq!(choices[0]["name"], "Abande (hexagonal board)");
                assert_eq!(
                    choices[0]["name_localizations"]["de"],
                    "Abande (Sechseckbrett)"
                );
            }
        }
        for expected in [
            "challenge person",
            "challenge engine",
            "challenge open",
            "challenge custom",
            "rules",
            "leaderboard",
            "history",
            "tournament create",
        ] {
            assert!(seen.iter().any(|s| s == expected), "{expected} in {seen:?}");
        }
    }

    /// A first challenge needs at most two options; `custom` keeps every
    /// option the single `/challenge` had.
    #[test]
    fn a_first_challenge_needs_at_most_two_options() {
        for sub in ["person", "engine", "open"] {
            let options = registered_options(&["challenge", sub]);
            let required = options.iter().filter(|o| o["required"] == true).count();
            assert!(required <= 2, "/challenge {sub}: {required} required");
        }
        let custom: Vec<String> = registered_options(&["challenge", "custom"])
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(
            custom,
            [
                "kind",
                "opponent",
                "color",
                "move_hours",
                "level",
                "rated",
                "min_rating",
                "max_rating",
                "clock",
                "bank_hours",
                "increment_hours",
                "max_hours"
            ]
        );
    }
}
