//! `abande-bot doctor` (issue 52, `src/app/doctor.rs`) against the
//! Discord double and the real bot: a good set-up, in which every line is
//! well (the token's bot and application, the commands, the games
//! channel's permissions, the database, the last backup, the web board at
//! `WEB_ADDR` and `PUBLIC_URL`, the Activity's client secret, redirect and
//! URL mapping), and each fault alone, which its own line names with the
//! fix: a refused token, a missing permission, commands registered
//! elsewhere, an unmigrated or missing database, an overdue backup, a
//! short `WEB_SECRET`, a `PUBLIC_URL` that does not answer, `WEB_ADDR`
//! taken by another program, a wrong client secret, no URL mapping, a
//! low open-file limit. The binary itself exits 0 on the good set-up and
//! 1 on a fault.

use std::path::Path;
use std::time::Duration;

use crate::support;

use abande_bot::app::Config;
use abande_bot::app::doctor::{DoctorOptions, Report, Verdict, examine};
use abande_bot::service::BackupSchedule;
use abande_bot::store::{Backend, backup_file_name};
use serde_json::json;
use support::discord_double::{ADMINISTRATOR, ALL_PERMISSIONS, ATTACH_FILES, CLIENT_SECRET};
use support::table::Table;

/// 32 bytes and more: a `WEB_SECRET` doctor takes.
const GOOD_SECRET: &str = "a doctor's secret of forty-two bytes, fine";

/// The bot with its web board, the Activity set up in the double (client
/// secret, redirect, URL mapping to the board), a games channel set with
/// `/settings games_channel`, and a fresh backup in a folder of its own;
/// the configuration `doctor` reads (the bot's, with `BACKUP_DIR`) and
/// its options (the double's Activity proxy).
struct Setup {
    t: Table,
    config: Config,
    options: DoctorOptions,
    games: u64,
    _backups: tempfile::TempDir,
}

async fn good_setup() -> Setup {
    let (t, base) = crate::web::web_table_with(|c| {
        c.web_secret = Some(GOOD_SECRET.to_string());
        c.discord_client_secret = Some(CLIENT_SECRET.to_string());
    })
    .await;
    t.double.set_redirect_uris(&[&base]);
    t.double.map_activity_url(Some(&base));
    let games = t.double.add_text_channel("games");
    let saved = t
        .command(
            &t.alice,
            t.double.general_channel(),
            "settings",
            json!({"games_channel": {"channel": games.to_string()}}),
        )
        .await;
    assert!(
        saved.content.contains(&format!("<#{games}>")),
        "{}",
        saved.content
    );
    let backups = tempfile::tempdir().unwrap();
    let now = DoctorOptions::default().now;
    let target = backups.path().join(backup_file_name(Backend::Sqlite, now));
    t.bot
        .store
        .back_up_to(&target, now)
        .await
        .expect("a backup");
    let mut config = t.config().clone();
    config.backups = Some(BackupSchedule {
        dir: backups.path().to_path_buf(),
        every_hours: 24,
        keep: 7,
    });
    let options = DoctorOptions {
        activity_origin: t.double.activity_origin(),
        timeout: Duration::from_secs(5),
        now,
    };
    Setup {
        t,
        config,
        options,
        games,
        _backups: backups,
    }
}

/// Runs doctor, printing what it says (shown when a test fails).
async fn doctor(config: &Config, options: &DoctorOptions) -> Report {
    let report = examine(config, options).await;
    println!("{report}\n");
    report
}

/// The one line of `check` that is wrong, which must say `says` and give
/// a fix saying `fix`; and the report is not well.
fn wrong(report: &Report, check: &str, says: &str, fix: &str) {
    assert!(!report.all_well(), "{report}");
    let lines = report.of(check);
    let line = lines
        .iter()
        .find(|f| f.verdict == Verdict::Fail && f.says.contains(says))
        .unwrap_or_else(|| panic!("no wrong {check} line saying {says:?}:\n{report}"));
    let given = line.fix.as_deref().unwrap_or_default();
    assert!(
        given.contains(fix),
        "the fix {given:?} does not say {fix:?}"
    );
    assert!(line.to_string().contains(" Fix: "), "{line}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_good_setup_is_well_on_every_line() {
    let s = good_setup().await;
    let report = doctor(&s.config, &s.options).await;
    assert!(report.all_well(), "{report}");
    let says =
        |check: &str| -> String { report.of(check).iter().map(|f| format!("{f}\n")).collect() };
    let application = s.t.double.application_id().to_string();
    assert!(says("token").contains(&application), "{report}");
    assert!(
        says("commands").contains("registered in the server"),
        "{report}"
    );
    let games = says("games channel");
    assert!(
        games.contains(&format!("channel {}", s.games))
            && games.contains("may do all the games need"),
        "{report}"
    );
    let database = says("database");
    for part in ["nothing to migrate", "takes writes", "size "] {
        assert!(database.contains(part), "{part}: {report}");
    }
    assert!(says("backups").contains("was made"), "{report}");
    let web = says("web board");
    for part in [
        "WEB_SECRET has 42 bytes",
        "answers as this bot (it runs)",
        "PUBLIC_URL",
    ] {
        assert!(web.contains(part), "{part}: {report}");
    }
    let activity = says("activity");
    for part in ["is the application's", "redirects", "URL mapping"] {
        assert!(activity.contains(part), "{part}: {report}");
    }
    assert_eq!(report.of("open files").len(), 1, "{report}");
    // Doctor only reads Discord.
    let writes: Vec<String> =
        s.t.double
            .requests()
            .into_iter()
            .filter(|r| r.contains("/users/@me/guilds") || r.contains("/applications/@me"))
            .collect();
    assert!(!writes.is_empty());
    s.t.double.assert_clean();
    s.t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn each_discord_fault_is_named_with_its_fix() {
    let s = good_setup().await;

    // A token Discord refuses: nothing else about Discord can be asked.
    let mut config = s.config.clone();
    config.token = "a-token-that-was-reset".into();
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "token",
        "Discord refuses DISCORD_TOKEN",
        "Reset Token",
    );
    assert!(
        report
            .of("commands")
            .iter()
            .all(|f| f.verdict == Verdict::Unchecked),
        "{report}"
    );

    // Commands registered in the server only, the configuration saying globally.
    let mut config = s.config.clone();
    config.guild_id = None;
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "commands",
        "registered globally",
        "registers its commands",
    );

    // A server the bot is not in.
    let mut config = s.config.clone();
    config.guild_id = Some(12345);
    let report = doctor(&config, &s.options).await;
    wrong(&report, "commands", "not in the server", "invite it");

    // The games channel without Attach Files for everyone, the bot included
    // (no longer an administrator, to whom overwrites do not apply).
    let everyone = s.t.double.guild_id();
    s.t.double
        .set_everyone_permissions(ALL_PERMISSIONS & !ADMINISTRATOR);
    s.t.double
        .add_overwrite(s.games, everyone, false, 0, ATTACH_FILES);
    let report = doctor(&s.config, &s.options).await;
    wrong(
        &report,
        "games channel",
        "lacks Attach Files",
        "/settings games_channel",
    );
    s.t.double
        .add_overwrite(s.games, everyone, false, ATTACH_FILES, 0);

    // The Activity: a wrong client secret, then no URL mapping.
    let mut config = s.config.clone();
    config.discord_client_secret = Some("not-the-client-secret".into());
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "activity",
        "refuses DISCORD_CLIENT_SECRET",
        "Reset Secret",
    );
    s.t.double.map_activity_url(None);
    let report = doctor(&s.config, &s.options).await;
    wrong(&report, "activity", "proxy", "URL Mappings");
    s.t.double.set_redirect_uris(&[]);
    let report = doctor(&s.config, &s.options).await;
    wrong(&report, "activity", "no OAuth2 redirect", "Redirects");

    s.t.double.assert_clean();
    s.t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn each_web_fault_is_named_with_its_fix() {
    let s = good_setup().await;

    // A short secret: also not the bot's, so its board does not answer as this bot.
    let mut config = s.config.clone();
    config.web_secret = Some("only twenty bytes!!!".into());
    let report = doctor(&config, &s.options).await;
    wrong(&report, "web board", "20 bytes", "openssl rand -hex 32");
    wrong(
        &report,
        "web board",
        "another WEB_SECRET",
        "stop that program",
    );

    // PUBLIC_URL where nothing answers.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let nowhere = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let mut config = s.config.clone();
    config.public_url = Some(nowhere.clone());
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "web board",
        "does not answer",
        "PUBLIC_URL must reach WEB_ADDR",
    );

    // PUBLIC_URL answering, but not as a board: the double's address.
    let mut config = s.config.clone();
    config.public_url = Some(s.t.double.base_url());
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "web board",
        "not this bot's board",
        "PUBLIC_URL must reach",
    );

    // WEB_ADDR taken by another program.
    let squatter = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let mut config = s.config.clone();
    config.web_addr = Some(squatter.local_addr().unwrap());
    let report = doctor(&config, &s.options).await;
    wrong(&report, "web board", "taken by something else", "free port");
    drop(squatter);

    s.t.bot.stop().await;
}

/// An SQLite file at the schema before the last migration.
async fn unmigrated_database(dir: &Path) -> String {
    sqlx::any::install_default_drivers();
    let url = format!("sqlite://{}", dir.join("old.db").display());
    let mut migrator = sqlx::migrate!("migrations/sqlite");
    let last = migrator.iter().map(|m| m.version).max().unwrap();
    migrator.migrations = migrator
        .iter()
        .filter(|m| m.version < last)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    let pool = sqlx::AnyPool::connect(&format!("{url}?mode=rwc"))
        .await
        .unwrap();
    migrator.run(&pool).await.unwrap();
    pool.close().await;
    url
}

#[tokio::test(flavor = "multi_thread")]
async fn each_database_fault_is_named_with_its_fix() {
    let s = good_setup().await;
    let dir = tempfile::tempdir().unwrap();

    // A schema one migration behind: doctor says so and migrates nothing.
    let url = unmigrated_database(dir.path()).await;
    let mut config = s.config.clone();
    config.database_url = url.clone();
    let report = doctor(&config, &s.options).await;
    wrong(
        &report,
        "database",
        "1 migration(s) of this version not applied",
        "start this version",
    );
    let again = doctor(&config, &s.options).await;
    assert_eq!(
        again.of("database")[0].says,
        report.of("database")[0].says,
        "doctor applied a migration"
    );

    // A file that is not there (a mistyped URL): not created by doctor.
    let missing = dir.path().join("typo.db");
    config.database_url = format!("sqlite://{}", missing.display());
    let report = doctor(&config, &s.options).await;
    wrong(&report, "database", "does not exist", "start the bot once");
    assert!(!missing.exists());

    // The newest backup two days old.
    let mut options = s.options.clone();
    options.now += 2 * 86_400;
    let report = doctor(&s.config, &options).await;
    wrong(&report, "backups", "more than a day", "abande-bot backup");

    // No backup at all in BACKUP_DIR.
    let mut config = s.config.clone();
    config.backups = Some(BackupSchedule {
        dir: dir.path().join("no-backups-yet"),
        every_hours: 24,
        keep: 7,
    });
    let report = doctor(&config, &s.options).await;
    wrong(&report, "backups", "no backup in", "abande-bot backup");

    s.t.bot.stop().await;
}

/// The environment the binary reads, for the set-up `config` describes.
fn environment(s: &Setup) -> Vec<(&'static str, String)> {
    let c = &s.config;
    let mut env = vec![
        ("DISCORD_TOKEN", c.token.clone()),
        ("DISCORD_API_BASE", c.api_base.clone().unwrap()),
        ("DISCORD_GUILD_ID", c.guild_id.unwrap().to_string()),
        ("DATABASE_URL", c.database_url.clone()),
        ("WEB_ADDR", c.web_addr.unwrap().to_string()),
        ("PUBLIC_URL", c.public_url.clone().unwrap()),
        ("WEB_SECRET", c.web_secret.clone().unwrap()),
        (
            "BACKUP_DIR",
            c.backups.as_ref().unwrap().dir.display().to_string(),
        ),
        ("NO_PROXY", "127.0.0.1".into()),
        ("no_proxy", "127.0.0.1".into()),
    ];
    if let Ok(path) = std::env::var("PATH") {
        env.push(("PATH", path));
    }
    env
}

/// `abande-bot doctor` with `env` only (no `.env`: run from a folder
/// without one), under `prlimit --nofile=N:N`: its exit code and output.
fn run_doctor(env: &[(&str, String)], open_files: u64) -> (Option<i32>, String) {
    let output = std::process::Command::new("prlimit")
        .arg(format!("--nofile={open_files}:{open_files}"))
        .arg(env!("CARGO_BIN_EXE_abande-bot"))
        .arg("doctor")
        .env_clear()
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .current_dir(std::env::temp_dir())
        .output()
        .expect("prlimit runs the binary");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    println!("{text}");
    (output.status.code(), text)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_command_exits_0_only_when_all_is_well() {
    let s = good_setup().await;
    let env = environment(&s);
    // The binary runs outside the test's runtime: it blocks, so not here.
    let good = env.clone();
    let (code, text) = tokio::task::spawn_blocking(move || run_doctor(&good, 8192))
        .await
        .unwrap();
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("all is well"), "{text}");
    assert!(text.contains("note  activity: not set up"), "{text}");

    // Too few open files for the web board's live pages.
    let few = env.clone();
    let (code, text) = tokio::task::spawn_blocking(move || run_doctor(&few, 256))
        .await
        .unwrap();
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("FAIL  open files: 256 allowed") && text.contains("LimitNOFILE=65536"),
        "{text}"
    );
    assert!(text.contains("1 thing is wrong"), "{text}");

    // A configuration that does not load is a line too.
    let mut broken = env;
    broken.retain(|(k, _)| *k != "DISCORD_TOKEN");
    let (code, text) = tokio::task::spawn_blocking(move || run_doctor(&broken, 8192))
        .await
        .unwrap();
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("FAIL  configuration: DISCORD_TOKEN is not set"),
        "{text}"
    );
    s.t.bot.stop().await;
}
