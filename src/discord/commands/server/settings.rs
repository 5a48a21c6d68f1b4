//! `/settings`: a server's settings, for those with Manage Server (or
//! whom Server Settings → Integrations allows): `show`, and one subcommand
//! to change each (games channel, organisers, language, clock, limits,
//! when finished games' threads are archived, how long challenges stay
//! open, the daily puzzle).
//! The service stores and applies them (`service/settings.rs`); this checks
//! what only Discord can tell (the bot's permissions in a channel, that a
//! role exists), and posts where the games channel says.

use poise::serenity_prelude as serenity;

use crate::discord::commands::lang::user_lang;
use crate::discord::commands::permissions::{ChannelRefusal, check_games_channel};
use crate::discord::commands::{BotError, Context, caller_id, reply_privately};
use crate::discord::presentation::text::MESSAGE_LIMIT;
use crate::i18n::Lang;
use crate::service::{
    DefaultClock, GuildSettings, Organisers, SettingsChange, archive_after, challenge_open,
    game_limit, may_organise, tournament_limit,
};
use crate::words::clock_words;
use crate::{msg, tr};

/// Who may create tournaments.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OrganisersParam {
    #[name = "everyone"]
    Everyone,
    #[name = "role"]
    Role,
    #[name = "manage-server"]
    ManageServer,
}

/// The language of the server's public posts.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageParam {
    /// The guild locale Discord reports.
    #[name = "discord"]
    Discord,
    #[name = "english"]
    English,
    #[name = "french"]
    French,
    #[name = "italian"]
    Italian,
    #[name = "german"]
    German,
    #[name = "spanish"]
    Spanish,
}

/// The default clock.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ClockSetting {
    /// The bot's own default.
    #[name = "default"]
    Default,
    #[name = "per-move"]
    PerMove,
    #[name = "unlimited"]
    Unlimited,
    #[name = "fast"]
    Fast,
    #[name = "standard"]
    Standard,
    #[name = "relaxed"]
    Relaxed,
}

/// This server's settings: games channel, organisers, language, clock, limits, audit.
#[poise::command(
    slash_command,
    subcommands(
        "show",
        "games_channel",
        "organisers",
        "language",
        "clock",
        "limits",
        "threads",
        "challenges",
        "daily_puzzle",
        "audit"
    ),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord only ever calls the subcommands.
    Ok(())
}

/// Every setting of this server, privately.
#[poise::command(slash_command)]
pub async fn show(ctx: Context<'_>) -> Result<(), BotError> {
    let settings = ctx
        .data()
        .service
        .settings()
        .guild_settings(guild(ctx)?)
        .await?;
    reply_privately(ctx, &summary(ctx, &settings)).await
}

/// Where new games' threads open and tournaments sign up (none: where the command is typed).
#[poise::command(slash_command)]
pub async fn games_channel(
    ctx: Context<'_>,
    #[channel_types("Text", "News")] channel: Option<serenity::ChannelId>,
) -> Result<(), BotError> {
    let guild = guild(ctx)?;
    if let Some(channel) = channel {
        let bot = ctx.framework().bot_id;
        let refusal =
            check_games_channel(ctx.http(), serenity::GuildId::new(guild), channel, bot).await;
        let mention = format!("<#{}>", channel.get());
        match refusal {
            Ok(Ok(())) => {}
            Ok(Err(ChannelRefusal::NotATextChannel))
            | Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(_))) => {
                return Err(BotError::User(msg!(
                    "settings-channel-not-text",
                    channel = mention
                )));
            }
            Ok(Err(ChannelRefusal::Missing(missing))) => {
                let lang = user_lang(ctx);
                let missing = permission_names(lang, missing);
                return Err(BotError::User(msg!(
                    "settings-channel-missing",
                    channel = mention,
                    missing = missing
                )));
            }
            Err(other) => return Err(other.into()),
        }
    }
    change(ctx, SettingsChange::GamesChannel(channel.map(|c| c.get()))).await
}

/// Who may create tournaments: everyone, members with a role, or only those with Manage Server.
#[poise::command(slash_command)]
pub async fn organisers(
    ctx: Context<'_>,
    who: OrganisersParam,
    role: Option<serenity::RoleId>,
) -> Result<(), BotError> {
    let guild = guild(ctx)?;
    let organisers = match (who, role) {
        (OrganisersParam::Role, None) => {
            return Err(BotError::User(msg!("settings-role-needed")));
        }
        (OrganisersParam::Role, Some(role)) => {
            let roles = ctx
                .http()
                .get_guild_roles(serenity::GuildId::new(guild))
                .await?;
            // `@everyone` (the server's own id) is "everyone".
            if role.get() == guild || !roles.iter().any(|r| r.id == role) {
                return Err(BotError::User(msg!("settings-role-unknown")));
            }
            Organisers::Role(role.get())
        }
        (_, Some(_)) => return Err(BotError::User(msg!("settings-role-without-who"))),
        (OrganisersParam::Everyone, None) => Organisers::Everyone,
        (OrganisersParam::ManageServer, None) => Organisers::ManageServer,
    };
    change(ctx, SettingsChange::Organisers(organisers)).await
}

/// The language of this server's public posts (boards, challenges, results, tournaments).
#[poise::command(slash_command)]
pub async fn language(ctx: Context<'_>, language: LanguageParam) -> Result<(), BotError> {
    let language = match language {
        LanguageParam::Discord => None,
        LanguageParam::English => Some(Lang::En),
        LanguageParam::French => Some(Lang::Fr),
        LanguageParam::Italian => Some(Lang::It),
        LanguageParam::German => Some(Lang::De),
        LanguageParam::Spanish => Some(Lang::Es),
    };
    change(ctx, SettingsChange::Language(language)).await
}

/// The clock of /challenge and /tournament create when they name none.
#[poise::command(slash_command)]
pub async fn clock(
    ctx: Context<'_>,
    clock: ClockSetting,
    #[min = 1]
    #[max = 336]
    move_hours: Option<i64>,
) -> Result<(), BotError> {
    let clock = match (clock, move_hours) {
        (ClockSetting::PerMove, None) => {
            return Err(BotError::User(msg!("settings-clock-needs-hours")));
        }
        (ClockSetting::PerMove, Some(hours)) => Some(DefaultClock::PerMove(
            u32::try_from(hours).map_err(|_| BotError::User(msg!("move-hours-range")))?,
        )),
        (_, Some(_)) => return Err(BotError::User(msg!("settings-clock-hours-per-move-only"))),
        (ClockSetting::Default, None) => None,
        (ClockSetting::Unlimited, None) => Some(DefaultClock::Unlimited),
        (ClockSetting::Fast, None) => Some(DefaultClock::Fast),
        (ClockSetting::Standard, None) => Some(DefaultClock::Standard),
        (ClockSetting::Relaxed, None) => Some(DefaultClock::Relaxed),
    };
    change(ctx, SettingsChange::Clock(clock)).await
}

/// Open or running tournaments at once here, and games at once per player here.
#[poise::command(slash_command)]
pub async fn limits(
    ctx: Context<'_>,
    tournaments: Option<i64>,
    games_per_player: Option<i64>,
) -> Result<(), BotError> {
    if tournaments.is_none() && games_per_player.is_none() {
        return Err(BotError::User(msg!("settings-limits-none")));
    }
    let tournaments = tournaments
        .map(tournament_limit)
        .transpose()
        .map_err(crate::service::ServiceError::from)?;
    let games_per_player = games_per_player
        .map(game_limit)
        .transpose()
        .map_err(crate::service::ServiceError::from)?;
    let change_asked = SettingsChange::Limits {
        tournaments,
        games_per_player,
    };
    change(ctx, change_asked).await
}

/// How long a finished game's thread stays open before it is archived (not locked).
#[poise::command(slash_command)]
pub async fn threads(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 168]
    archive_after_hours: i64,
) -> Result<(), BotError> {
    let hours = archive_after(archive_after_hours).map_err(crate::service::ServiceError::from)?;
    change(ctx, SettingsChange::ArchiveAfter(hours)).await
}

/// How long a challenge stays open here before it expires.
#[poise::command(slash_command)]
pub async fn challenges(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 336]
    open_hours: i64,
) -> Result<(), BotError> {
    let hours = challenge_open(open_hours).map_err(crate::service::ServiceError::from)?;
    change(ctx, SettingsChange::ChallengeOpen(hours)).await
}

/// Whether I post a puzzle a day in the games channel, naming who solved the day before's.
#[poise::command(slash_command)]
pub async fn daily_puzzle(ctx: Context<'_>, on: bool) -> Result<(), BotError> {
    // Its posts' language when the server chose none: the server's now.
    let language = on.then(|| crate::discord::commands::lang::place_lang(ctx));
    change(ctx, SettingsChange::DailyPuzzle(language)).await
}

/// What moderators did here lately (the last 25), privately.
#[poise::command(slash_command)]
pub async fn audit(ctx: Context<'_>) -> Result<(), BotError> {
    let records = ctx
        .data()
        .service
        .moderation()
        .moderation_log(guild(ctx)?)
        .await?;
    let text = crate::discord::commands::server::moderate::audit_text(
        user_lang(ctx),
        &records,
        MESSAGE_LIMIT,
    );
    reply_privately(ctx, &text).await
}

/// The server the command was used in (`/settings` is guild-only).
fn guild(ctx: Context<'_>) -> Result<u64, BotError> {
    ctx.guild_id()
        .map(|g| g.get())
        .ok_or_else(|| BotError::User(msg!("people-game-needs-the-bot")))
}

/// Makes `change` and shows the settings as now stored.
async fn change(ctx: Context<'_>, change: SettingsChange) -> Result<(), BotError> {
    let guild = guild(ctx)?;
    let settings = ctx
        .data()
        .service
        .settings()
        .change_guild_settings(guild, caller_id(ctx), change)
        .await?;
    let lang = user_lang(ctx);
    let text = format!(
        "{}\n{}",
        tr!(lang, "settings-saved"),
        summary(ctx, &settings)
    );
    reply_privately(ctx, &text).await
}

/// Every setting, one line each, in the caller's language.
fn summary(ctx: Context<'_>, s: &GuildSettings) -> String {
    let lang = user_lang(ctx);
    let channel = match s.games_channel {
        Some(channel) => format!("<#{channel}>"),
        None => tr!(lang, "settings-games-channel-unset"),
    };
    let organisers = match s.organisers {
        Organisers::Everyone => tr!(lang, "settings-organisers-everyone"),
        Organisers::Role(role) => {
            tr!(
                lang,
                "settings-organisers-role",
                role = format!("<@&{role}>")
            )
        }
        Organisers::ManageServer => tr!(lang, "settings-organisers-manage-server"),
    };
    let language = match s.language {
        Some(language) => native_name(language).to_string(),
        None => tr!(
            lang,
            "settings-language-discord",
            language = native_name(crate::discord::commands::lang::place_lang(ctx))
        ),
    };
    let clock = match s.clock {
        Some(clock) => {
            let (hours, bank) = clock.terms();
            let hours = match hours {
                crate::service::MoveHours::Hours(h) => Some(h),
                _ => None,
            };
            clock_words(lang, hours, bank)
        }
        None => {
            let default = ctx.data().service.config().default_move_hours;
            tr!(
                lang,
                "settings-clock-bot-default",
                clock = clock_words(lang, default, None)
            )
        }
    };
    [
        tr!(lang, "settings-title"),
        tr!(lang, "settings-games-channel", channel = channel),
        tr!(lang, "settings-organisers", organisers = organisers),
        tr!(lang, "settings-language", language = language),
        tr!(lang, "settings-clock", clock = clock),
        tr!(
            lang,
            "settings-limits",
            tournaments = s.max_tournaments,
            games = s.max_games_per_player
        ),
        tr!(lang, "settings-threads", hours = s.archive_after_hours),
        tr!(lang, "settings-challenges", hours = s.challenge_open_hours),
        tr!(
            lang,
            "settings-daily-puzzle",
            state = daily_puzzle_words(lang, s)
        ),
    ]
    .join("\n")
}

/// Whether the daily puzzle is on, and where it goes.
fn daily_puzzle_words(lang: Lang, s: &GuildSettings) -> String {
    match (s.daily_puzzle, s.games_channel) {
        (None, _) => tr!(lang, "settings-daily-puzzle-off"),
        (Some(_), Some(channel)) => tr!(
            lang,
            "settings-daily-puzzle-on",
            channel = format!("<#{channel}>")
        ),
        (Some(_), None) => tr!(lang, "settings-daily-puzzle-no-channel"),
    }
}

/// A language by its own name.
fn native_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Fr => "Français",
        Lang::It => "Italiano",
        Lang::De => "Deutsch",
        Lang::Es => "Español",
    }
}

/// The permissions in `missing` the games need, named in `lang`.
fn permission_names(lang: Lang, missing: serenity::Permissions) -> String {
    use serenity::Permissions as P;
    let mut names = Vec::new();
    for (permission, name) in [
        (P::VIEW_CHANNEL, tr!(lang, "permission-view-channel")),
        (P::SEND_MESSAGES, tr!(lang, "permission-send-messages")),
        (
            P::CREATE_PUBLIC_THREADS,
            tr!(lang, "permission-create-public-threads"),
        ),
        (
            P::SEND_MESSAGES_IN_THREADS,
            tr!(lang, "permission-send-messages-in-threads"),
        ),
        (P::ATTACH_FILES, tr!(lang, "permission-attach-files")),
        (
            P::READ_MESSAGE_HISTORY,
            tr!(lang, "permission-read-message-history"),
        ),
    ] {
        if missing.contains(permission) {
            names.push(name);
        }
    }
    names.join(", ")
}

/// Refuses `/tournament create` to a member the server's organisers
/// setting leaves out, saying who may.
pub async fn check_organiser(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let settings = ctx
        .data()
        .service
        .settings()
        .guild_settings(guild.get())
        .await?;
    if settings.organisers == Organisers::Everyone {
        return Ok(());
    }
    let (roles, manage) = super::rank::powers(ctx.author_member().await.as_deref());
    may_organise(&settings, &roles, manage).map_err(crate::service::ServiceError::from)?;
    Ok(())
}

/// Posts `content` with `buttons` where a new game or tournament lives:
/// as the reply when that is where the command was typed, else in that
/// channel (the games channel), the reply privately linking there.
pub async fn post_public(
    ctx: Context<'_>,
    channel: u64,
    content: String,
    buttons: Vec<serenity::CreateActionRow>,
    allowed: serenity::CreateAllowedMentions,
) -> Result<serenity::Message, BotError> {
    // A reply deferred privately (the database was slow) cannot carry it.
    if channel == ctx.channel_id().get() && !crate::discord::commands::answered(ctx) {
        let reply = poise::CreateReply::default()
            .content(content)
            .components(buttons)
            .allowed_mentions(allowed);
        return Ok(ctx.send(reply).await?.into_message().await?);
    }
    let message = serenity::CreateMessage::new()
        .content(content)
        .components(buttons)
        .allowed_mentions(allowed);
    let message = serenity::ChannelId::new(channel)
        .send_message(ctx.http(), message)
        .await?;
    link_privately(ctx, &message).await?;
    Ok(message)
}

/// Tells the caller, privately, that what they asked for is in the games
/// channel (or here, posted apart from a reply deferred privately), with a
/// link to `message`.
pub async fn link_privately(ctx: Context<'_>, message: &serenity::Message) -> Result<(), BotError> {
    let link = format!(
        "https://discord.com/channels/{}/{}/{}",
        ctx.guild_id().map_or(0, |g| g.get()),
        message.channel_id.get(),
        message.id.get()
    );
    let key = if message.channel_id == ctx.channel_id() {
        "posted-publicly"
    } else {
        "settings-posted-in-games-channel"
    };
    let args = [
        (
            "channel",
            crate::i18n::Arg::from(format!("<#{}>", message.channel_id.get())),
        ),
        ("link", crate::i18n::Arg::from(link)),
    ];
    let text = crate::i18n::text(user_lang(ctx), key, &args);
    reply_privately(ctx, &text).await
}
