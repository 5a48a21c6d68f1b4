//! `abande-bot doctor` (`main.rs` runs it): reads the bot's own
//! configuration (the environment and `.env`, [`Config::from_env`]) and
//! checks the set-up one line at a
//! time, each wrong one with its fix: the token (the bot user and the
//! application it belongs to), the commands registered where the
//! configuration says, the bot's permissions in the games channel of
//! every server it is in (the check `/settings games_channel` makes), the
//! database (reachable, migrated, writable, its size, the last backup),
//! the web board (`WEB_ADDR`, `PUBLIC_URL`, `WEB_SECRET`, the Activity's
//! client secret and URL mapping) and the open-file limit. The exit
//! status is 0 only when nothing is wrong.
//!
//! It changes nothing: the database is opened as it is (no migration
//! applied) and the write it tries is rolled back; Discord is only read,
//! but for the Activity's client secret, checked by asking Discord's
//! OAuth2 token endpoint for a client-credentials token.
//!
//! The board is told from anything else answering at an address by its
//! `/api/identity`, which signs a random challenge with `WEB_SECRET`
//! (`web/identity.rs`): only this set-up's bot can answer it.

use std::collections::BTreeSet;
use std::fmt;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::Value;

use super::config::{Config, GOOD_WEB_SECRET};
use crate::discord::DISCORD_BASE;
use crate::discord::{ChannelRefusal, check_games_channel};
use crate::service::{BACKUP_OVERDUE_SECS, WebTokens, backups_in};
use crate::store::{PoolSettings, Store, sqlite_file};

/// How one check came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// As it should be.
    Ok,
    /// Not wrong, but worth knowing (a feature left off).
    Note,
    /// Wrong: the line says how to put it right.
    Fail,
    /// Not checked, because something it needs is wrong (named above it).
    Unchecked,
}

/// One line of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// What was checked: `token`, `commands`, `games channel`, ...
    pub check: String,
    pub verdict: Verdict,
    /// What was found.
    pub says: String,
    /// What to do, when something is wrong (or worth doing).
    pub fix: Option<String>,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self.verdict {
            Verdict::Ok => "ok",
            Verdict::Note => "note",
            Verdict::Fail => "FAIL",
            Verdict::Unchecked => "skip",
        };
        write!(f, "{label:<4}  {}: {}", self.check, self.says)?;
        if let Some(fix) = &self.fix {
            write!(f, " Fix: {fix}")?;
        }
        Ok(())
    }
}

/// Every line, in the order checked.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub findings: Vec<Finding>,
}

impl Report {
    /// Nothing wrong and nothing left unchecked.
    pub fn all_well(&self) -> bool {
        self.problems() == 0
    }

    /// The lines that are wrong (an unchecked line follows a wrong one).
    pub fn problems(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.verdict == Verdict::Fail)
            .count()
    }

    /// The lines of `check`.
    pub fn of(&self, check: &str) -> Vec<&Finding> {
        self.findings.iter().filter(|f| f.check == check).collect()
    }

    fn push(&mut self, check: &str, verdict: Verdict, says: String, fix: Option<String>) {
        self.findings.push(Finding {
            check: check.to_string(),
            verdict,
            says,
            fix,
        });
    }

    fn ok(&mut self, check: &str, says: String) {
        self.push(check, Verdict::Ok, says, None);
    }

    fn note(&mut self, check: &str, says: String, fix: Option<String>) {
        self.push(check, Verdict::Note, says, fix);
    }

    fn fail(&mut self, check: &str, says: String, fix: impl Into<String>) {
        self.push(check, Verdict::Fail, says, Some(fix.into()));
    }

    fn unchecked(&mut self, check: &str, because: &str) {
        self.push(
            check,
            Verdict::Unchecked,
            format!("not checked: {because}"),
            None,
        );
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for finding in &self.findings {
            writeln!(f, "{finding}")?;
        }
        match self.problems() {
            0 => write!(f, "all is well"),
            1 => write!(f, "1 thing is wrong"),
            n => write!(f, "{n} things are wrong"),
        }
    }
}

/// What the command line leaves at its default and tests replace.
#[derive(Clone, Debug)]
pub struct DoctorOptions {
    /// Where Discord serves the application's Activity, through its URL
    /// mapping, `{application_id}` standing for the application's id.
    pub activity_origin: String,
    /// How long one call (to Discord, to the web board) may take.
    pub timeout: Duration,
    /// Now, in unix seconds (the last backup's age).
    pub now: i64,
}

/// Discord's proxy for an application's Activity.
pub const ACTIVITY_ORIGIN: &str = "https://{application_id}.discordsays.com";

impl Default for DoctorOptions {
    fn default() -> DoctorOptions {
        DoctorOptions {
            activity_origin: ACTIVITY_ORIGIN.to_string(),
            timeout: Duration::from_secs(10),
            now: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64),
        }
    }
}

/// The open files the bot should be allowed: with the web board, every
/// live page holds one.
pub const OPEN_FILES_WITH_WEB: u64 = 4096;
/// Without it: the database, Discord's connections, the log.
pub const OPEN_FILES_WITHOUT_WEB: u64 = 1024;

/// The permissions the bot asks for when invited (the invite link of `docs/hosting.md`).
const INVITE_PERMISSIONS: u64 = 309_237_762_048;

/// Who the token belongs to.
struct Identity {
    bot_id: u64,
    application_id: u64,
    /// The application's OAuth2 redirects.
    redirects: Vec<String>,
}

/// Checks the set-up `config` describes.
pub async fn examine(config: &Config, options: &DoctorOptions) -> Report {
    let mut report = Report::default();
    report.ok(
        "configuration",
        "read (the environment and .env, as the bot reads them)".into(),
    );
    let client = reqwest::Client::builder()
        .timeout(options.timeout)
        .build()
        .unwrap_or_default();
    let identity = check_token(&mut report, &client, config).await;
    let store = check_database(&mut report, config, options).await;
    match &identity {
        Some(identity) => {
            check_discord(&mut report, config, options, identity, store.as_ref()).await;
        }
        None => {
            report.unchecked("commands", "the token is refused");
            report.unchecked("games channels", "the token is refused");
        }
    }
    if let Some(store) = store {
        store.close().await;
    }
    check_web(&mut report, &client, config, options, identity.as_ref()).await;
    check_open_files(&mut report, config);
    report
}

/// `GET path` on Discord's API with the bot's token: the JSON, or why not.
async fn discord_get(
    client: &reqwest::Client,
    config: &Config,
    path: &str,
) -> Result<Value, (Option<u16>, String)> {
    let base = config.api_base.as_deref().unwrap_or(DISCORD_BASE);
    let answer = client
        .get(format!("{base}/api/v10{path}"))
        .header("Authorization", format!("Bot {}", config.token))
        .send()
        .await
        .map_err(|e| (None, format!("Discord did not answer at {base}: {e}")))?;
    let status = answer.status();
    let body = answer.bytes().await.unwrap_or_default();
    if !status.is_success() {
        let message = serde_json::from_slice::<Value>(&body)
            .ok()
            .and_then(|v| v["message"].as_str().map(str::to_string))
            .unwrap_or_default();
        return Err((
            Some(status.as_u16()),
            format!("Discord answered {status} {message}")
                .trim()
                .to_string(),
        ));
    }
    serde_json::from_slice(&body).map_err(|e| {
        (
            Some(status.as_u16()),
            format!("Discord's answer is not JSON: {e}"),
        )
    })
}

fn id_of(value: &Value) -> u64 {
    value["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .unwrap_or(0)
}

/// The token: the bot user and the application it belongs to.
async fn check_token(
    report: &mut Report,
    client: &reqwest::Client,
    config: &Config,
) -> Option<Identity> {
    const CHECK: &str = "token";
    let refused = |(status, why): (Option<u16>, String)| -> (String, String) {
        match status {
            Some(401) => (
                format!("Discord refuses DISCORD_TOKEN ({why})"),
                "Developer Portal → your application → Bot → Reset Token; put the new one in DISCORD_TOKEN".into(),
            ),
            Some(_) => (
                why,
                "try again later; if it stays, see https://discordstatus.com".into(),
            ),
            None => (
                why,
                "check this machine reaches Discord (and DISCORD_API_BASE, when set)".into(),
            ),
        }
    };
    let user = match discord_get(client, config, "/users/@me").await {
        Ok(user) => user,
        Err(error) => {
            let (says, fix) = refused(error);
            report.fail(CHECK, says, fix);
            return None;
        }
    };
    if user["bot"].as_bool() != Some(true) {
        report.fail(
            CHECK,
            format!(
                "DISCORD_TOKEN is the token of {}, who is not a bot",
                user["username"].as_str().unwrap_or("a user")
            ),
            "use the token of the application's bot (Developer Portal → Bot)",
        );
        return None;
    }
    let application = match discord_get(client, config, "/applications/@me").await {
        Ok(application) => application,
        Err(error) => {
            let (says, fix) = refused(error);
            report.fail(CHECK, says, fix);
            return None;
        }
    };
    let identity = Identity {
        bot_id: id_of(&user),
        application_id: id_of(&application),
        redirects: application["redirect_uris"]
            .as_array()
            .map(|uris| {
                uris.iter()
                    .filter_map(|u| u.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
    };
    report.ok(
        CHECK,
        format!(
            "the bot user {} ({}) of the application {} ({})",
            user["username"].as_str().unwrap_or("?"),
            identity.bot_id,
            application["name"].as_str().unwrap_or("?"),
            identity.application_id
        ),
    );
    Some(identity)
}

/// serenity's client on the Discord the bot talks to, as the bot makes it
/// (but without its rate-limiting proxy: the doctor makes a few calls).
fn serenity_http(config: &Config, application_id: u64) -> serenity::Http {
    let http = match &config.api_base {
        Some(base) => serenity::HttpBuilder::new(&config.token)
            .proxy(base)
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::Http::new(&config.token),
    };
    http.set_application_id(serenity::ApplicationId::new(application_id.max(1)));
    http
}

fn invite_link(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot%20applications.commands&permissions={INVITE_PERMISSIONS}"
    )
}

/// The commands, and the games channel of every server the bot is in.
async fn check_discord(
    report: &mut Report,
    config: &Config,
    options: &DoctorOptions,
    identity: &Identity,
    store: Option<&Store>,
) {
    let http = serenity_http(config, identity.application_id);
    let wait = options.timeout;
    let guilds = match tokio::time::timeout(wait, all_guilds(&http)).await {
        Ok(Ok(guilds)) => guilds,
        Ok(Err(error)) => {
            report.fail(
                "games channels",
                format!("Discord did not list the bot's servers: {error}"),
                "try again later",
            );
            report.unchecked("commands", "the servers are not known");
            return;
        }
        Err(_) => {
            report.fail(
                "games channels",
                format!("Discord did not list the bot's servers within {wait:?}"),
                "try again later",
            );
            report.unchecked("commands", "the servers are not known");
            return;
        }
    };
    check_commands(report, config, &http, &guilds, identity, wait).await;
    check_games_channels(report, &http, &guilds, identity, store, wait).await;
}

/// Every server the bot is in (Discord lists 200 at a time).
async fn all_guilds(http: &serenity::Http) -> Result<Vec<serenity::GuildInfo>, serenity::Error> {
    let mut guilds: Vec<serenity::GuildInfo> = Vec::new();
    loop {
        let after = guilds
            .last()
            .map(|g| serenity::GuildPagination::After(g.id));
        let page = http.get_guilds(after, Some(200)).await?;
        let full = page.len() == 200;
        guilds.extend(page);
        if !full {
            return Ok(guilds);
        }
    }
}

async fn check_commands(
    report: &mut Report,
    config: &Config,
    http: &serenity::Http,
    guilds: &[serenity::GuildInfo],
    identity: &Identity,
    wait: Duration,
) {
    const CHECK: &str = "commands";
    let expected: BTreeSet<String> = crate::discord::commands()
        .into_iter()
        .map(|c| c.name)
        .collect();
    let (place, registered) = match config.guild_id {
        Some(guild) => {
            if !guilds.iter().any(|g| g.id.get() == guild) {
                report.fail(
                    CHECK,
                    format!("the bot is not in the server DISCORD_GUILD_ID names ({guild}), where it registers its commands"),
                    format!(
                        "invite it there ({}), or correct DISCORD_GUILD_ID (unset: commands are registered globally)",
                        invite_link(identity.application_id)
                    ),
                );
                return;
            }
            let registered =
                tokio::time::timeout(wait, http.get_guild_commands(serenity::GuildId::new(guild)))
                    .await;
            (
                format!("in the server {guild} (DISCORD_GUILD_ID)"),
                registered,
            )
        }
        None => (
            "globally".to_string(),
            tokio::time::timeout(wait, http.get_global_commands()).await,
        ),
    };
    let registered = match registered {
        Ok(Ok(commands)) => commands,
        Ok(Err(error)) => {
            report.fail(
                CHECK,
                format!("Discord did not list the commands {place}: {error}"),
                "try again later",
            );
            return;
        }
        Err(_) => {
            report.fail(
                CHECK,
                format!("Discord did not list the commands {place} within {wait:?}"),
                "try again later",
            );
            return;
        }
    };
    let names: BTreeSet<String> = registered
        .into_iter()
        // An Activity's Entry Point command is Discord's, not the bot's.
        .filter(|c| c.kind != serenity::CommandType::PrimaryEntryPoint)
        .map(|c| c.name)
        .collect();
    let missing: Vec<String> = expected
        .difference(&names)
        .map(|n| format!("/{n}"))
        .collect();
    let extra: Vec<String> = names
        .difference(&expected)
        .map(|n| format!("/{n}"))
        .collect();
    if missing.is_empty() && extra.is_empty() {
        report.ok(CHECK, format!("all {} registered {place}", expected.len()));
        return;
    }
    let mut says = format!(
        "{} of this version's {} commands are registered {place}",
        expected.len() - missing.len(),
        expected.len()
    );
    if !missing.is_empty() {
        says.push_str(&format!("; missing: {}", missing.join(" ")));
    }
    if !extra.is_empty() {
        says.push_str(&format!("; not this version's: {}", extra.join(" ")));
    }
    let fix = if config.shards.runs_shard_zero() {
        "start (or restart) the bot: it registers its commands when it connects; global ones may take a while to show in Discord"
    } else {
        "start (or restart) the process that runs shard 0 (DISCORD_SHARDS): it registers the commands when it connects"
    };
    report.fail(CHECK, says, fix);
}

async fn check_games_channels(
    report: &mut Report,
    http: &serenity::Http,
    guilds: &[serenity::GuildInfo],
    identity: &Identity,
    store: Option<&Store>,
    wait: Duration,
) {
    const CHECK: &str = "games channel";
    if guilds.is_empty() {
        report.fail(
            CHECK,
            "the bot is in no server".into(),
            format!(
                "invite it with {} (or use it from your account if User Install is on)",
                invite_link(identity.application_id)
            ),
        );
        return;
    }
    let Some(store) = store else {
        report.unchecked(
            CHECK,
            "the database is not usable (each server's games channel is kept there)",
        );
        return;
    };
    let bot = serenity::UserId::new(identity.bot_id.max(1));
    for guild in guilds {
        let server = format!("server {} ({})", guild.name, guild.id);
        let channel = match store.guild_settings_stored(guild.id.get()).await {
            Ok(settings) => settings.games_channel,
            Err(error) => {
                report.fail(
                    CHECK,
                    format!("{server}: its settings could not be read: {error}"),
                    "see the database's lines above",
                );
                continue;
            }
        };
        let Some(channel) = channel else {
            report.note(
                CHECK,
                format!("{server}: none set; games open where they are started"),
                None,
            );
            continue;
        };
        let checked = tokio::time::timeout(
            wait,
            check_games_channel(http, guild.id, serenity::ChannelId::new(channel), bot),
        )
        .await;
        let place = format!("{server}, channel {channel}");
        match checked {
            Ok(Ok(Ok(()))) => report.ok(
                CHECK,
                format!("{place}: the bot may do all the games need there"),
            ),
            Ok(Ok(Err(ChannelRefusal::Missing(missing)))) => report.fail(
                CHECK,
                format!(
                    "{place}: the bot lacks {}",
                    missing.get_permission_names().join(", ")
                ),
                "allow the bot's role these in the channel's permissions, or pick another channel with /settings games_channel",
            ),
            Ok(Ok(Err(ChannelRefusal::NotATextChannel)))
            | Ok(Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(_)))) => {
                report.fail(
                    CHECK,
                    format!("{place}: no longer a text channel the bot can see"),
                    "pick another with /settings games_channel (or none: games open where they are started)",
                )
            }
            Ok(Err(error)) => report.fail(
                CHECK,
                format!("{place}: Discord did not answer: {error}"),
                "try again later",
            ),
            Err(_) => report.fail(
                CHECK,
                format!("{place}: Discord did not answer within {wait:?}"),
                "try again later",
            ),
        }
    }
}

/// Reachable, migrated, writable, its size and its last backup; the
/// store, opened as it is, for the games channels.
async fn check_database(
    report: &mut Report,
    config: &Config,
    options: &DoctorOptions,
) -> Option<Store> {
    const CHECK: &str = "database";
    let url = &config.database_url;
    // Opening an SQLite URL creates the file: a mistyped one would look
    // like a new, empty database.
    if let Some(file) = sqlite_file(url)
        && !file.exists()
    {
        report.fail(
            CHECK,
            format!("the SQLite file {} does not exist", file.display()),
            "start the bot once (it creates the file and its schema), or correct DATABASE_URL",
        );
        check_backups(report, config, options);
        return None;
    }
    let store = match Store::open_unmigrated(url, PoolSettings::BOT).await {
        Ok(store) => store,
        Err(error) => {
            report.fail(
                CHECK,
                format!("cannot be opened: {error}"),
                "check DATABASE_URL (and, for PostgreSQL, that the server runs and the database exists)",
            );
            check_backups(report, config, options);
            return None;
        }
    };
    let backend = store.backend().name();
    let schema = store.schema_state().await;
    let current = schema.as_ref().is_ok_and(|s| s.is_current());
    match schema {
        Err(error) => report.fail(
            CHECK,
            format!("{backend}: its schema cannot be read: {error}"),
            "check DATABASE_URL points at the bot's database",
        ),
        Ok(schema) if schema.applied.is_empty() => report.fail(
            CHECK,
            format!("{backend}: reachable, but it has no schema"),
            "start the bot once: it creates the schema",
        ),
        Ok(schema) if !schema.unknown.is_empty() => report.fail(
            CHECK,
            format!(
                "{backend}: migrations {:?} were applied by a newer abande-bot than this one (its newest is {})",
                schema.unknown, schema.latest
            ),
            "run the newer binary (or restore a backup taken before it, docs/operations.md \"Upgrade\")",
        ),
        Ok(schema) if !schema.failed.is_empty() => report.fail(
            CHECK,
            format!(
                "{backend}: migrations {:?} are recorded as failed",
                schema.failed
            ),
            "restore the backup taken before the upgrade (docs/operations.md \"Upgrade\") and report it",
        ),
        Ok(schema) if !schema.pending.is_empty() => {
            let (first, description) = &schema.pending[0];
            report.fail(
                CHECK,
                format!(
                    "{backend}: {} migration(s) of this version not applied, from {first} ({description}); the schema is at {}",
                    schema.pending.len(),
                    schema.applied.last().copied().unwrap_or(0)
                ),
                "start this version of the bot: it applies them at its start (an SQLite file is copied first, docs/operations.md \"Upgrade\")",
            );
        }
        Ok(schema) => report.ok(
            CHECK,
            format!(
                "{backend}: reachable, schema at version {}, nothing to migrate",
                schema.latest
            ),
        ),
    }
    match store.try_write().await {
        Ok(()) => report.ok(CHECK, "takes writes".into()),
        Err(error) => report.fail(
            CHECK,
            format!("refuses a write: {error}"),
            "SQLite: the file and its folder must be writable by the bot's user; PostgreSQL: the role needs write rights on the bot's tables",
        ),
    }
    match store.size_bytes().await {
        Ok(bytes) => report.ok(CHECK, format!("size {}", human_bytes(bytes))),
        Err(error) => report.fail(
            CHECK,
            format!("its size cannot be read: {error}"),
            "check DATABASE_URL",
        ),
    }
    check_backups(report, config, options);
    if current {
        Some(store)
    } else {
        // Not this version's schema: its settings cannot be read as this
        // version reads them.
        store.close().await;
        None
    }
}

/// The newest backup in `BACKUP_DIR` and its age.
fn check_backups(report: &mut Report, config: &Config, options: &DoctorOptions) {
    const CHECK: &str = "backups";
    let Some(schedule) = &config.backups else {
        report.note(
            CHECK,
            "no scheduled backups (BACKUP_DIR is unset)".into(),
            Some(
                "set BACKUP_DIR, or back up by other means (docs/operations.md, \"Backup and restore\")"
                    .into(),
            ),
        );
        return;
    };
    let dir = schedule.dir.display();
    let Some(newest) = backups_in(&schedule.dir).pop() else {
        report.fail(
            CHECK,
            format!("no backup in {dir}"),
            format!(
                "the bot makes one at its start and every {} h: look for \"scheduled backup\" in its log; or make one now: abande-bot backup {dir}",
                schedule.every_hours
            ),
        );
        return;
    };
    let age = options.now - newest.made_at;
    let says = format!(
        "the newest, {}, was made {} ago",
        newest.path.display(),
        human_age(age)
    );
    if age > BACKUP_OVERDUE_SECS {
        report.fail(
            CHECK,
            format!("{says}: more than a day"),
            format!(
                "look for \"scheduled backup\" in the bot's log for the reason; make one now: abande-bot backup {dir}"
            ),
        );
    } else {
        report.ok(CHECK, says);
    }
}

fn human_bytes(bytes: i64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    format!("{:.1} MiB ({bytes} bytes)", bytes as f64 / MIB)
}

fn human_age(secs: i64) -> String {
    let secs = secs.max(0);
    match secs {
        0..=119 => format!("{secs} s"),
        120..=7199 => format!("{} min", secs / 60),
        _ => format!("{} h {} min", secs / 3600, secs % 3600 / 60),
    }
}

/// Whether the board at `base` is this bot's: it signs a random challenge
/// with `WEB_SECRET`.
async fn answers_as_this_bot(
    client: &reqwest::Client,
    base: &str,
    tokens: &WebTokens,
) -> Result<(), String> {
    let challenge = format!("{:032x}", rand::random::<u128>());
    let answer = client
        .get(format!("{base}/api/identity?challenge={challenge}"))
        .send()
        .await
        .map_err(|e| format!("does not answer: {}", error_chain(&e)))?;
    let status = answer.status();
    let body = answer.bytes().await.unwrap_or_default();
    if !status.is_success() {
        return Err(format!(
            "answers {status} at /api/identity: not this bot's board"
        ));
    }
    let identity: crate::web::Identity = serde_json::from_slice(&body)
        .map_err(|_| "answers, but not as an abande-bot board".to_string())?;
    if identity.proof != tokens.prove(&challenge) {
        return Err("answers as an abande-bot board with another WEB_SECRET".into());
    }
    Ok(())
}

/// An error with its causes (reqwest's own says little: "error sending request").
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

/// `WEB_SECRET`, `WEB_ADDR`, `PUBLIC_URL` and the Activity.
async fn check_web(
    report: &mut Report,
    client: &reqwest::Client,
    config: &Config,
    options: &DoctorOptions,
    identity: Option<&Identity>,
) {
    const CHECK: &str = "web board";
    let Some(secret) = &config.web_secret else {
        report.note(
            CHECK,
            "off (WEB_ADDR and PUBLIC_URL are unset)".into(),
            None,
        );
        check_activity(report, client, config, options, identity, None).await;
        return;
    };
    let tokens = WebTokens::new(secret.as_bytes(), 0);
    if secret.len() >= GOOD_WEB_SECRET {
        report.ok(CHECK, format!("WEB_SECRET has {} bytes", secret.len()));
    } else {
        report.fail(
            CHECK,
            format!(
                "WEB_SECRET has {} bytes, fewer than {GOOD_WEB_SECRET}",
                secret.len()
            ),
            "set a longer one (openssl rand -hex 32); it ends every link handed out: players ask for a new one with /web link",
        );
    }
    let mut bot_runs_here = None;
    match config.web_addr {
        None => report.note(
            CHECK,
            "WEB_ADDR is unset: this process serves no board (another may)".into(),
            None,
        ),
        Some(address) => match std::net::TcpListener::bind(address) {
            Ok(listener) => {
                drop(listener);
                bot_runs_here = Some(false);
                report.ok(
                    CHECK,
                    format!("WEB_ADDR {address} is free to bind (the bot is not running here)"),
                );
            }
            Err(error) if error.kind() == std::io::ErrorKind::AddrInUse => {
                let mut probe = address;
                if probe.ip().is_unspecified() {
                    probe.set_ip(match address {
                        std::net::SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
                        std::net::SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
                    });
                }
                match answers_as_this_bot(client, &format!("http://{probe}"), &tokens).await {
                    Ok(()) => {
                        bot_runs_here = Some(true);
                        report.ok(
                            CHECK,
                            format!("WEB_ADDR {address} answers as this bot (it runs)"),
                        );
                    }
                    Err(why) => report.fail(
                        CHECK,
                        format!("WEB_ADDR {address} is taken by something else, which {why}"),
                        format!(
                            "stop that program (ss -ltnp 'sport = :{}' names it) or set WEB_ADDR to a free port",
                            address.port()
                        ),
                    ),
                }
            }
            Err(error) => report.fail(
                CHECK,
                format!("WEB_ADDR {address} cannot be bound: {error}"),
                "use an address of this machine, and a port over 1023 unless the bot may bind low ports",
            ),
        },
    }
    match &config.public_url {
        None => report.note(
            CHECK,
            "PUBLIC_URL is unset: boards get no View link and /web link does not answer".into(),
            Some(
                "set it to the address people reach the board at (the README's \"Web board\")"
                    .into(),
            ),
        ),
        Some(url) => match answers_as_this_bot(client, url, &tokens).await {
            Ok(()) => report.ok(CHECK, format!("PUBLIC_URL {url} answers as this bot")),
            Err(why) => {
                let mut fix = "PUBLIC_URL must reach WEB_ADDR (through your TLS proxy: the README's \"Web board\"), and the bot must be running".to_string();
                if bot_runs_here == Some(false) {
                    fix.push_str("; it is not running here (WEB_ADDR is free): start it");
                }
                report.fail(CHECK, format!("PUBLIC_URL {url} {why}"), fix);
            }
        },
    }
    check_activity(report, client, config, options, identity, Some(&tokens)).await;
}

/// The Activity's client secret, its redirect and its URL mapping.
async fn check_activity(
    report: &mut Report,
    client: &reqwest::Client,
    config: &Config,
    options: &DoctorOptions,
    identity: Option<&Identity>,
    tokens: Option<&WebTokens>,
) {
    const CHECK: &str = "activity";
    let Some(secret) = &config.discord_client_secret else {
        report.note(
            CHECK,
            "not set up (DISCORD_CLIENT_SECRET is unset)".into(),
            None,
        );
        return;
    };
    let Some(identity) = identity else {
        report.unchecked(
            CHECK,
            "the token is refused, so the application is not known",
        );
        return;
    };
    let base = config.api_base.as_deref().unwrap_or(DISCORD_BASE);
    let app = identity.application_id.to_string();
    let form = [
        ("client_id", app.as_str()),
        ("client_secret", secret.as_str()),
        ("grant_type", "client_credentials"),
        ("scope", "identify"),
    ];
    match client
        .post(format!("{base}/api/v10/oauth2/token"))
        .form(&form)
        .send()
        .await
    {
        Ok(answer) if answer.status().is_success() => report.ok(
            CHECK,
            "DISCORD_CLIENT_SECRET is the application's".into(),
        ),
        Ok(answer) if answer.status().as_u16() == 401 => report.fail(
            CHECK,
            "Discord refuses DISCORD_CLIENT_SECRET (invalid_client)".into(),
            "Developer Portal → your application → OAuth2 → Reset Secret; put it in DISCORD_CLIENT_SECRET",
        ),
        Ok(answer) => report.fail(
            CHECK,
            format!(
                "Discord answered {} when asked about DISCORD_CLIENT_SECRET",
                answer.status()
            ),
            "try again later",
        ),
        Err(error) => report.fail(
            CHECK,
            format!("Discord did not answer: {}", error_chain(&error)),
            "check this machine reaches Discord",
        ),
    }
    let (Some(tokens), Some(public_url)) = (tokens, &config.public_url) else {
        report.fail(
            CHECK,
            "the Activity is the web board: PUBLIC_URL is unset".into(),
            "set WEB_ADDR, WEB_SECRET and PUBLIC_URL (the README's \"Web board\")",
        );
        return;
    };
    if identity.redirects.is_empty() {
        report.fail(
            CHECK,
            "the application has no OAuth2 redirect".into(),
            format!("Developer Portal → OAuth2 → Redirects: add {public_url}"),
        );
    } else {
        report.ok(
            CHECK,
            format!("OAuth2 redirects: {}", identity.redirects.join(" ")),
        );
    }
    let origin = options.activity_origin.replace("{application_id}", &app);
    let host = public_url
        .split_once("://")
        .map_or(public_url.as_str(), |(_, rest)| rest);
    match answers_as_this_bot(client, &origin, tokens).await {
        Ok(()) => report.ok(
            CHECK,
            format!("Discord's proxy {origin} reaches this bot's board (the URL mapping)"),
        ),
        Err(why) => report.fail(
            CHECK,
            format!("Discord's proxy {origin} {why}"),
            format!("Developer Portal → Activities → URL Mappings: map the prefix / to {host}"),
        ),
    }
}

/// This process's open-file limit against what the bot needs.
fn check_open_files(report: &mut Report, config: &Config) {
    const CHECK: &str = "open files";
    let Some((soft, hard)) = open_file_limits() else {
        report.note(CHECK, "the limit cannot be read here".into(), None);
        return;
    };
    // The bot raises its soft limit to the hard one when it serves the board.
    let (limit, needed) = match config.web_addr {
        Some(_) => {
            let connections = config.web_max_connections.unwrap_or(0) as u64;
            (hard, OPEN_FILES_WITH_WEB.max(connections.saturating_mul(2)))
        }
        None => (soft, OPEN_FILES_WITHOUT_WEB),
    };
    let shown = |n: u64| {
        if n == u64::MAX {
            "unlimited".to_string()
        } else {
            n.to_string()
        }
    };
    let says = format!(
        "{} allowed (soft {}, hard {}; this process's, as started from here)",
        shown(limit),
        shown(soft),
        shown(hard)
    );
    if limit >= needed {
        report.ok(CHECK, says);
    } else {
        report.fail(
            CHECK,
            format!("{says}: the bot needs {needed}"),
            "LimitNOFILE=65536 in its systemd unit (deploy/abande-bot.service has it), or ulimit -n 65536 before starting it",
        );
    }
}

/// The soft and hard limits on open files (`u64::MAX`: unlimited).
fn open_file_limits() -> Option<(u64, u64)> {
    #[cfg(target_os = "linux")]
    {
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        Some((
            limit.current.unwrap_or(u64::MAX),
            limit.maximum.unwrap_or(u64::MAX),
        ))
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_says_what_and_the_fix() {
        let finding = Finding {
            check: "token".into(),
            verdict: Verdict::Fail,
            says: "Discord refuses DISCORD_TOKEN".into(),
            fix: Some("reset it".into()),
        };
        assert_eq!(
            finding.to_string(),
            "FAIL  token: Discord refuses DISCORD_TOKEN Fix: reset it"
        );
        let mut report = Report::default();
        report.ok("database", "takes writes".into());
        report.note("activity", "not set up".into(), None);
        assert!(report.all_well());
        assert_eq!(
            report.to_string(),
            "ok    database: takes writes\nnote  activity: not set up\nall is well"
        );
        report.findings.push(finding);
        assert!(!report.all_well());
        assert!(report.to_string().ends_with("\n1 thing is wrong"));
    }

    #[test]
    fn ages_and_sizes_read_easily() {
        assert_eq!(human_age(59), "59 s");
        assert_eq!(human_age(600), "10 min");
        assert_eq!(human_age(26 * 3600 + 120), "26 h 2 min");
        assert_eq!(human_bytes(3 * 1024 * 1024), "3.0 MiB (3145728 bytes)");
    }
}
