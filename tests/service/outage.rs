//! A move while PostgreSQL goes away, through a loopback proxy in front of
//! the server that cuts the connection at a chosen moment:
//! - after forwarding the move's `COMMIT` but before its answer: the
//!   server stored the move, the service lost the answer, asks again and
//!   reports the move as played (it was);
//! - instead of forwarding the `COMMIT`: the server rolls the move back,
//!   the service asks again and reports it as not saved;
//! - every connection refused: the move is refused as not saved once the
//!   pool's acquire timeout runs out, within the bound the README gives.
//!
//! PostgreSQL only: SQLite has no connection to lose.

use abande_bot::service::GameError;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::time::{Duration, Instant};

use abande_rules::GameKind;
use abande_bot::service::ServiceError;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::support;
use support::service_env::*;

/// What the proxy does to the next `COMMIT` it sees, or to connections.
const PASS: u8 = 0;
const CUT_AFTER_COMMIT: u8 = 1;
const CUT_INSTEAD_OF_COMMIT: u8 = 2;
const REFUSE: u8 = 3;

/// A TCP proxy on loopback in front of `upstream`.
struct Proxy {
    address: SocketAddr,
    mode: Arc<AtomicU8>,
}

impl Proxy {
    async fn start(upstream: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let mode = Arc::new(AtomicU8::new(PASS));
        let modes = mode.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if modes.load(Ordering::SeqCst) == REFUSE {
                    continue; // dropped: the connection is closed at once
                }
                if let Ok(server) = TcpStream::connect(upstream).await {
                    tokio::spawn(relay(client, server, modes.clone()));
                }
            }
        });
        Proxy { address, mode }
    }

    fn set(&self, mode: u8) {
        self.mode.store(mode, Ordering::SeqCst);
    }
}

/// Forwards both ways; on a `COMMIT` from the client, does what the mode says.
async fn relay(client: TcpStream, server: TcpStream, mode: Arc<AtomicU8>) {
    let (mut client_read, mut client_write) = client.into_split();
    let (mut server_read, mut server_write) = server.into_split();
    let muted = Arc::new(AtomicBool::new(false));
    let answers_muted = muted.clone();
    let answers = tokio::spawn(async move {
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = match server_read.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            if answers_muted.load(Ordering::SeqCst)
                || client_write.write_all(&buf[..n]).await.is_err()
            {
                return;
            }
        }
    });
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = match client_read.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let chunk = &buf[..n];
        let commit = chunk.windows(6).any(|w| w == b"COMMIT");
        let now = mode.load(Ordering::SeqCst);
        if commit && now == CUT_AFTER_COMMIT {
            mode.store(PASS, Ordering::SeqCst);
            muted.store(true, Ordering::SeqCst);
            let _ = server_write.write_all(chunk).await;
            // The server commits; its answer never reaches the client (the
            // proxy holds the cut connection a while: the scenario itself).
            tokio::time::sleep(Duration::from_millis(300)).await;
            break;
        }
        if (commit && now == CUT_INSTEAD_OF_COMMIT) || now == REFUSE {
            mode.compare_exchange(CUT_INSTEAD_OF_COMMIT, PASS, Ordering::SeqCst, Ordering::SeqCst)
                .ok();
            muted.store(true, Ordering::SeqCst);
            break;
        }
        if server_write.write_all(chunk).await.is_err() {
            break;
        }
    }
    answers.abort();
}

/// The service on a database of its own reached through a [`Proxy`];
/// `None` on SQLite or without PostgreSQL.
async fn through_proxy() -> Option<(Proxy, abande_bot::service::GameService)> {
    if super::BACKEND != Backend::Postgres {
        return None;
    }
    let test = std::thread::current().name().unwrap_or("outage").to_string();
    let url = support::postgres::fresh_database(&test).await?;
    let after_scheme = &url[url.find('@').map_or(url.find("://").unwrap() + 3, |i| i + 1)..];
    let host_port = after_scheme.split('/').next().unwrap();
    let upstream: SocketAddr = host_port.parse().expect("a 127.0.0.1:port URL");
    let proxy = Proxy::start(upstream).await;
    let proxied = url.replacen(host_port, &proxy.address.to_string(), 1);
    let clock = Arc::new(abande_bot::service::ManualClock::new(T0));
    Some((proxy, open_service(&proxied, clock).await))
}

#[tokio::test]
async fn a_move_whose_commit_answer_is_lost_is_reported_as_played_when_it_was() {
    let Some((proxy, service)) = through_proxy().await else {
        return;
    };
    let game = start_game(&service, GameKind::AbandeHex, &alice(), &bob()).await;
    proxy.set(CUT_AFTER_COMMIT);
    let played = service.games().play_move(game.id(), alice().id, "d4").await;
    let played = played.expect("the move was stored: the service says so");
    assert_eq!(played.game.game.ply(), 1);
    assert_eq!(service.games().load_game(game.id()).await.unwrap().game.ply(), 1);
    // Exactly once: Bob is to move now.
    refused!(
        service.games().play_move(game.id(), alice().id, "d5"),
        ServiceError::Game(GameError::NotYourTurn { .. })
    );
}

#[tokio::test]
async fn a_move_whose_commit_never_arrived_is_reported_as_not_saved() {
    let Some((proxy, service)) = through_proxy().await else {
        return;
    };
    let game = start_game(&service, GameKind::AbandeHex, &alice(), &bob()).await;
    proxy.set(CUT_INSTEAD_OF_COMMIT);
    refused!(
        service.games().play_move(game.id(), alice().id, "d4"),
        ServiceError::Unavailable(_)
    );
    assert_eq!(service.games().load_game(game.id()).await.unwrap().game.ply(), 0);
    service.games().play_move(game.id(), alice().id, "d4").await.unwrap();
}

#[tokio::test]
async fn a_move_while_no_connection_can_be_made_is_refused_within_the_bound() {
    let Some((proxy, service)) = through_proxy().await else {
        return;
    };
    let game = start_game(&service, GameKind::AbandeHex, &alice(), &bob()).await;
    proxy.set(REFUSE);
    let started = Instant::now();
    refused!(
        service.games().play_move(game.id(), alice().id, "d4"),
        ServiceError::Unavailable(_)
    );
    let took = started.elapsed();
    assert!(took < Duration::from_secs(8), "refused after {took:?}");
    proxy.set(PASS);
    service.games().play_move(game.id(), alice().id, "d4").await.unwrap();
    assert_eq!(service.games().load_game(game.id()).await.unwrap().game.ply(), 1);
}
