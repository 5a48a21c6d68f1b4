//! The real bot binary as a child process against the Discord double, so a
//! test can kill it, limit it, or read its memory apart from the double's.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::discord_double::DiscordDouble;
use super::wait;

pub struct ChildBot {
    child: Child,
}

/// Environment for the bot binary pointed at `double`.
fn bot_env(double: &DiscordDouble, database_url: &str) -> Vec<(&'static str, String)> {
    vec![
        ("DISCORD_TOKEN", double.token().to_string()),
        ("DISCORD_API_BASE", double.base_url()),
        ("DISCORD_GUILD_ID", double.guild_id().to_string()),
        ("DATABASE_URL", database_url.to_string()),
        ("NO_PROXY", "127.0.0.1".to_string()),
        ("no_proxy", "127.0.0.1".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
        // Games here are played as fast as the bot answers; the limit has its own test.
        ("COMMAND_BURST", "10000".to_string()),
        ("COMMANDS_PER_SECOND", "10000".to_string()),
    ]
}

impl ChildBot {
    /// Starts `abande-bot` (no arguments: run the bot).
    pub fn spawn(double: &DiscordDouble, database_url: &str) -> ChildBot {
        ChildBot::spawn_command(
            Command::new(env!("CARGO_BIN_EXE_abande-bot")),
            double,
            database_url,
        )
    }

    /// Starts `abande-bot` with `extra` set in its environment too (a crash
    /// point, say).
    pub fn spawn_with_env(
        double: &DiscordDouble,
        database_url: &str,
        extra: &[(&str, &str)],
    ) -> ChildBot {
        let mut command = Command::new(env!("CARGO_BIN_EXE_abande-bot"));
        command.envs(extra.iter().copied());
        ChildBot::spawn_command(command, double, database_url)
    }

    /// [`ChildBot::spawn_with_env`] with the bot's standard output (its log)
    /// written to `log`.
    pub fn spawn_logging_to(
        double: &DiscordDouble,
        database_url: &str,
        extra: &[(&str, &str)],
        log: std::fs::File,
    ) -> ChildBot {
        let mut command = Command::new(env!("CARGO_BIN_EXE_abande-bot"));
        // After the usual environment, so `extra` may set `RUST_LOG`.
        command
            .envs(bot_env(double, database_url))
            .envs(extra.iter().copied())
            .stdout(log);
        ChildBot::spawn_prepared(command)
    }

    /// Starts `abande-bot` as one of several processes: it runs `shards`
    /// (`DISCORD_SHARDS`, e.g. `0/2`), registers its commands globally
    /// (the servers are several), sweeps every `sweep_secs`, and has
    /// `extra` in its environment too.
    pub fn spawn_sharded(
        double: &DiscordDouble,
        database_url: &str,
        shards: &str,
        sweep_secs: u32,
        extra: &[(&str, &str)],
    ) -> ChildBot {
        let mut command = Command::new(env!("CARGO_BIN_EXE_abande-bot"));
        command
            .envs(bot_env(double, database_url))
            .env_remove("DISCORD_GUILD_ID")
            .env("DISCORD_SHARDS", shards)
            .env("SWEEP_SECONDS", sweep_secs.to_string())
            .envs(extra.iter().copied());
        ChildBot::spawn_prepared(command)
    }

    /// Starts the bot with SIGXFSZ ignored, so that a file-size limit set
    /// later (see [`Self::limit_file_size`]) makes writes fail with EFBIG
    /// instead of killing the process. The shell sets the disposition and
    /// `exec` keeps it: ignored signals stay ignored across exec.
    pub fn spawn_ignoring_file_size_signal(double: &DiscordDouble, database_url: &str) -> ChildBot {
        let mut command = Command::new("sh");
        command.args([
            "-c",
            "trap '' XFSZ; exec \"$0\"",
            env!("CARGO_BIN_EXE_abande-bot"),
        ]);
        ChildBot::spawn_command(command, double, database_url)
    }

    fn spawn_command(mut command: Command, double: &DiscordDouble, database_url: &str) -> ChildBot {
        command.envs(bot_env(double, database_url));
        ChildBot::spawn_prepared(command)
    }

    /// Starts `command`, whose environment points it at the double.
    fn spawn_prepared(mut command: Command) -> ChildBot {
        // A `.env` in the repository must not leak in: run from a neutral directory.
        command
            .current_dir(std::env::temp_dir())
            .env_remove("HTTP_PROXY")
            .env_remove("http_proxy")
            .env_remove("HTTPS_PROXY")
            .env_remove("https_proxy")
            .env_remove("ALL_PROXY")
            .env_remove("all_proxy")
            .stdin(Stdio::null());
        let child = command.spawn().expect("the bot binary starts");
        ChildBot { child }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGKILL (what `Child::kill` sends on Unix): no cleanup, no flush.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Peak resident memory (VmHWM) of the bot process, in KiB.
    pub fn peak_resident_kib(&self) -> Option<u64> {
        proc_status_kib(self.pid(), "VmHWM:")
    }

    pub fn resident_kib(&self) -> Option<u64> {
        proc_status_kib(self.pid(), "VmRSS:")
    }

    /// Sets the soft RLIMIT_FSIZE of the running bot (`None`: unlimited),
    /// through util-linux `prlimit`, which needs no unsafe code here.
    pub fn limit_file_size(&self, bytes: Option<u64>) {
        let soft = bytes.map_or_else(|| "unlimited".to_string(), |b| b.to_string());
        let status = Command::new("prlimit")
            .args([format!("--pid={}", self.pid()), format!("--fsize={soft}:")])
            .status()
            .expect("prlimit runs");
        assert!(status.success(), "prlimit failed: {status}");
    }

    /// SIGTERM: what a service manager sends to stop the bot.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -TERM failed");
    }

    /// Waits at most `timeout` for the process to end; its exit status.
    pub async fn wait_for_exit(&mut self, timeout: Duration) -> Option<std::process::ExitStatus> {
        let child = &mut self.child;
        wait::within(timeout, async || child.try_wait().ok().flatten()).await
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for ChildBot {
    fn drop(&mut self) {
        self.kill();
    }
}

fn proc_status_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Waits until the double has seen `identifies` IDENTIFYs in all (a started
/// or restarted bot has connected), for at most `timeout`.
pub async fn wait_for_identifies(double: &DiscordDouble, identifies: usize, timeout: Duration) {
    let connected = wait::within(timeout, async || {
        (double.gateway_stats().identifies >= identifies).then_some(())
    })
    .await;
    assert!(
        connected.is_some(),
        "the bot did not connect: {:?}",
        double.gateway_stats()
    );
    double.wait_for_gateway().await;
}

/// What a killed bot held in the database runs out, as it does a minute or
/// two after the kill (its leases, its claims on announcements): a new
/// process takes only what ran out, and the child runs on the system
/// clock, so the test ages the claims instead of waiting.
pub async fn let_claims_of_the_dead_run_out(database_url: &str) {
    use sqlx::{Connection, Executor};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(database_url).await.unwrap();
    conn.execute("UPDATE announcements SET claimed_until = 0 WHERE delivered_at IS NULL")
        .await
        .unwrap();
    conn.execute("UPDATE leases SET held_until = 0")
        .await
        .unwrap();
    conn.close().await.unwrap();
}
