//! A real PostgreSQL for the tests, never a mock: `TEST_DATABASE_URL` when
//! it is set (a server the tests may create databases on), else a throwaway
//! server started from the installed binaries (`initdb` into a temporary
//! directory, a free port on 127.0.0.1, trust authentication), one per test
//! binary, stopped and removed when the test binary exits. Every test gets a
//! database of its own ([`fresh_database`]).
//!
//! Without PostgreSQL the tests that need it say loudly that they were
//! skipped, except under `CI`, where that is a failure.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Once, OnceLock};

use sqlx::{Connection, Executor};

/// Where tests create their databases: the URL of a database to connect to
/// for `CREATE DATABASE`, or why there is none.
static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();

struct Server {
    /// `postgres://user@host:port/` plus a database to connect to.
    admin_url: String,
    /// The throwaway server's keeper: it stops the server and removes its
    /// directory once this pipe closes, which the kernel does when the test
    /// binary exits, however it exits. `None` for `TEST_DATABASE_URL`.
    _keeper: Option<(Child, ChildStdin)>,
}

/// Starts (once) or finds the server; the error says why there is none.
fn server() -> &'static Result<Server, String> {
    SERVER.get_or_init(|| {
        if let Ok(url) = std::env::var("TEST_DATABASE_URL")
            && !url.trim().is_empty()
        {
            return Ok(Server {
                admin_url: url,
                _keeper: None,
            });
        }
        let bin = find_binaries().ok_or_else(|| {
            "no TEST_DATABASE_URL and no PostgreSQL binaries (initdb, pg_ctl) \
             under /usr/lib/postgresql/*/bin or on PATH"
                .to_string()
        })?;
        // A port taken between the probe and the start is tried again.
        let mut last_error = String::new();
        for _ in 0..3 {
            match start_throwaway(&bin) {
                Ok(throwaway) => return Ok(throwaway.server),
                Err(error) => last_error = error,
            }
        }
        Err(last_error)
    })
}

/// The directory holding `initdb` and `pg_ctl`: `PG_BIN` if set, the newest
/// Debian install, or wherever `initdb` is on the PATH.
fn find_binaries() -> Option<PathBuf> {
    if let Ok(dir) = std::env::var("PG_BIN") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .find(|dir| dir.join("initdb").exists() && dir.join("pg_ctl").exists())
    })
}

/// The installed PostgreSQL program `name` (`pg_restore`, ...), beside
/// the server binaries the tests use.
pub fn binary(name: &str) -> Option<PathBuf> {
    find_binaries()
        .map(|bin| bin.join(name))
        .filter(|path| path.exists())
}

/// PostgreSQL refuses to run as root: then the server runs as the
/// `postgres` user (created by Debian's package).
fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(listener.local_addr().map_err(|e| e.to_string())?.port())
}

/// Creates the cluster, starts it, prints `ready <dir>`, then waits for its
/// standard input to close and stops and removes everything.
const KEEPER: &str = r#"
set -u
bin="$1"; port="$2"
dir=$(mktemp -d "${TMPDIR:-/tmp}/abande-pg-XXXXXX") || exit 1
if ! "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
        >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2; rm -rf "$dir"; exit 1
fi
if ! "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-k $dir $3" \
        start >/dev/null 2>&1; then
    cat "$dir/server.log" >&2; rm -rf "$dir"; exit 1
fi
echo "ready $dir"
cat >/dev/null
"$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1
rm -rf "$dir"
"#;

/// A throwaway server and where it runs.
struct Throwaway {
    server: Server,
    port: u16,
    /// The keeper's directory: the cluster in `data/`, the socket, the log.
    dir: PathBuf,
}

/// The server's options besides its socket directory: a port, loopback
/// only, and no syncing (test data needs no durability).
fn server_options(port: u16) -> String {
    format!(
        "-p {port} -c listen_addresses=127.0.0.1 -c max_connections=400 \
         -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    )
}

fn start_throwaway(bin: &Path) -> Result<Throwaway, String> {
    let port = free_port()?;
    let bin_arg = bin.display().to_string();
    let port_arg = port.to_string();
    let options = server_options(port);
    let script_args = ["-c", KEEPER, "pg-keeper", &bin_arg, &port_arg, &options];
    let mut command = if running_as_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--", "sh"]);
        c
    } else {
        Command::new("sh")
    };
    let mut child = command
        .args(script_args)
        // Not inside a directory the postgres user may not enter.
        .current_dir("/")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the PostgreSQL keeper script: {e}"))?;
    let stdin = child.stdin.take().expect("piped stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut line = String::new();
    stdout
        .read_line(&mut line)
        .map_err(|e| format!("reading the keeper: {e}"))?;
    if !line.starts_with("ready ") {
        let mut errors = String::new();
        if let Some(mut stderr) = child.stderr.take() {
            let _ = stderr.read_to_string(&mut errors);
        }
        let _ = child.wait();
        return Err(format!(
            "the throwaway PostgreSQL server did not start (binaries in {}): {}",
            bin.display(),
            errors.trim()
        ));
    }
    let dir = PathBuf::from(line.trim_start_matches("ready ").trim());
    eprintln!(
        "PostgreSQL: throwaway server on 127.0.0.1:{port} in {}",
        dir.display()
    );
    Ok(Throwaway {
        server: Server {
            admin_url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            _keeper: Some((child, stdin)),
        },
        port,
        dir,
    })
}

/// A PostgreSQL server of one test's own, which the test stops and starts
/// again (same port, same data directory) without disturbing the tests
/// that share the binary's server. Removed when dropped, or when the test
/// binary exits.
pub struct OwnServer {
    bin: PathBuf,
    throwaway: Throwaway,
}

impl OwnServer {
    /// Starts one; `None` (after saying so loudly) when PostgreSQL's
    /// binaries are missing, a failure under `CI`.
    pub fn start(test: &str) -> Option<OwnServer> {
        let found = find_binaries()
            .ok_or_else(|| "no PostgreSQL binaries (initdb, pg_ctl)".to_string())
            .and_then(|bin| start_throwaway(&bin).map(|throwaway| (bin, throwaway)));
        match found {
            Ok((bin, throwaway)) => Some(OwnServer { bin, throwaway }),
            Err(why) => {
                if std::env::var_os("CI").is_some() {
                    panic!("PostgreSQL is required under CI but unavailable: {why}");
                }
                say_skipped(test, &why);
                None
            }
        }
    }

    /// The URL of a new database on this server.
    pub async fn fresh_database(&self, name: &str) -> String {
        let admin_url = &self.throwaway.server.admin_url;
        let mut admin = sqlx::PgConnection::connect(admin_url)
            .await
            .unwrap_or_else(|e| panic!("connecting to {admin_url}: {e}"));
        admin
            .execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .expect("create the test database");
        admin.close().await.ok();
        with_database(admin_url, name)
    }

    /// `pg_ctl stop -m fast`: sessions are ended, the port is closed.
    pub fn stop(&self) {
        self.pg_ctl(&["-m", "fast", "-w", "-t", "60", "stop"]);
    }

    /// Starts the stopped server again on the same port and data.
    pub fn start_again(&self) {
        let dir = self.throwaway.dir.display().to_string();
        let log = format!("{dir}/server.log");
        let options = format!("-k {dir} {}", server_options(self.throwaway.port));
        self.pg_ctl(&["-l", &log, "-w", "-t", "60", "-o", &options, "start"]);
    }

    /// Runs `pg_ctl -D <data> args` as the user the server runs as.
    fn pg_ctl(&self, args: &[&str]) {
        let pg_ctl = self.bin.join("pg_ctl").display().to_string();
        let data = self.throwaway.dir.join("data").display().to_string();
        let mut command = if running_as_root() {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--", &pg_ctl]);
            c
        } else {
            Command::new(&pg_ctl)
        };
        let output = command
            .args(["-D", &data])
            .args(args)
            .current_dir("/")
            .output()
            .expect("run pg_ctl");
        assert!(
            output.status.success(),
            "pg_ctl {args:?}: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// `url` with its database replaced by `database` (and any query kept).
pub fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    let mut out = format!("{}/{database}", &base[..host_end]);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    out
}

/// Written to the process's standard error directly, not through
/// `eprintln!`, which the test harness captures and hides for a test that
/// passes: a skipped test must be seen.
fn say_skipped(test: &str, why: &str) {
    static BANNER: Once = Once::new();
    let mut stderr = std::io::stderr().lock();
    BANNER.call_once(|| {
        let _ = writeln!(
            stderr,
            "\n==== PostgreSQL unavailable: {why}\n\
             ==== the PostgreSQL tests are SKIPPED (they pass without running);\n\
             ==== install PostgreSQL or set TEST_DATABASE_URL to run them (under CI they fail)\n"
        );
    });
    let _ = writeln!(stderr, "SKIPPED (PostgreSQL unavailable): {test}");
}

static DATABASES: AtomicUsize = AtomicUsize::new(0);

/// The URL of a new, empty database of its own for one test; `None` (after
/// saying so loudly) when PostgreSQL is unavailable. Under `CI` an
/// unavailable PostgreSQL fails the test instead.
pub async fn fresh_database(test: &str) -> Option<String> {
    let server = match server() {
        Ok(server) => server,
        Err(why) => {
            if std::env::var_os("CI").is_some() {
                panic!("PostgreSQL is required under CI but unavailable: {why}");
            }
            say_skipped(test, why);
            return None;
        }
    };
    let name = format!(
        "abande_test_{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::Relaxed)
    );
    let mut admin = sqlx::PgConnection::connect(&server.admin_url)
        .await
        .unwrap_or_else(|e| panic!("connecting to {}: {e}", server.admin_url));
    admin
        .execute(format!("DROP DATABASE IF EXISTS {name}").as_str())
        .await
        .expect("drop a leftover test database");
    admin
        .execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("create the test database");
    admin.close().await.ok();
    Some(with_database(&server.admin_url, &name))
}

#[test]
fn a_database_url_gets_the_test_database() {
    assert_eq!(
        with_database("postgres://u:p@h:5432/postgres?sslmode=disable", "t_1"),
        "postgres://u:p@h:5432/t_1?sslmode=disable"
    );
    assert_eq!(with_database("postgres://h:1", "t_2"), "postgres://h:1/t_2");
    assert_eq!(with_database("postgres://h/db", "t_3"), "postgres://h/t_3");
}
