//! A real nginx in front of the web board, configured with the README's
//! snippet, for the tests of the board behind a reverse proxy (issue #50).
//! Debian's `nginx` package; missing nginx skips a test locally (saying
//! so) and fails it under `CI`, as Chromium does.

use std::net::SocketAddr;
use std::process::Stdio;
use std::time::Duration;

use super::wait;

/// The location block the README gives for the web board, `UPSTREAM`
/// standing for `WEB_ADDR`. `web_proxy.rs` checks the README still says
/// this, so the test runs what people copy.
pub const README_LOCATION: &str = "location / { proxy_pass http://UPSTREAM; proxy_buffering off; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; }";

/// nginx in the foreground, stopped when dropped.
pub struct Nginx {
    child: std::process::Child,
    /// Where browsers reach it: `http://127.0.0.1:<port>`.
    pub base: String,
    _dir: tempfile::TempDir,
}

fn nginx_path() -> Option<String> {
    if let Ok(path) = std::env::var("NGINX") {
        return Some(path);
    }
    let mut dirs: Vec<std::path::PathBuf> = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect())
        .unwrap_or_default();
    // Debian installs it in sbin, which a user's PATH may lack.
    dirs.push("/usr/sbin".into());
    dirs.into_iter()
        .map(|dir| dir.join("nginx"))
        .find(|p| p.is_file())
        .map(|p| p.to_string_lossy().into_owned())
}

impl Nginx {
    /// Starts nginx on loopback `port` (see [`free_port`]), proxying to
    /// `upstream` with the README's location block; `None` (having said
    /// why) when nginx is not installed, a panic under `CI`.
    pub async fn start(port: u16, upstream: SocketAddr) -> Option<Nginx> {
        let Some(path) = nginx_path() else {
            if std::env::var_os("CI").is_some() {
                panic!("nginx is required under CI for the web board's proxy tests");
            }
            eprintln!(
                "==== skipping a proxy test: no nginx (apt-get install nginx; under CI this fails)"
            );
            return None;
        };
        Some(Nginx::start_on(&path, port, upstream).await)
    }

    async fn start_on(path: &str, port: u16, upstream: SocketAddr) -> Nginx {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().display();
        let location = README_LOCATION.replace("UPSTREAM", &upstream.to_string());
        let conf = format!(
            "daemon off;\n\
             master_process off;\n\
             worker_processes 1;\n\
             pid {root}/nginx.pid;\n\
             error_log {root}/error.log warn;\n\
             events {{ worker_connections 512; }}\n\
             http {{\n\
               access_log off;\n\
               client_body_temp_path {root}/body;\n\
               proxy_temp_path {root}/proxy;\n\
               fastcgi_temp_path {root}/fastcgi;\n\
               uwsgi_temp_path {root}/uwsgi;\n\
               scgi_temp_path {root}/scgi;\n\
               server {{\n\
                 listen 127.0.0.1:{port};\n\
                 {location}\n\
               }}\n\
             }}\n"
        );
        let conf_path = dir.path().join("nginx.conf");
        std::fs::write(&conf_path, conf).unwrap();
        let child = std::process::Command::new(path)
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(&conf_path)
            .arg("-e")
            .arg(dir.path().join("error.log"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("nginx starts");
        let nginx = Nginx {
            child,
            base: format!("http://127.0.0.1:{port}"),
            _dir: dir,
        };
        // Listening once a connection is taken.
        let listening = wait::within(Duration::from_secs(10), async || {
            let connected = tokio::net::TcpStream::connect(("127.0.0.1", port)).await;
            connected.is_ok().then_some(())
        })
        .await;
        if listening.is_some() {
            return nginx;
        }
        let log = std::fs::read_to_string(nginx._dir.path().join("error.log")).unwrap_or_default();
        panic!("nginx did not listen on {port} within 10 s: {log}");
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A port nobody listens on right now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
