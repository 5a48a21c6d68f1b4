//! The web board under a slowloris and a stream flood (issue #50): half-sent
//! requests and open live streams from a few addresses, far more than one
//! address may hold. Those past the per-address limit are answered 503 at
//! once, a half-sent request is cut after the header timeout, and
//! meanwhile moves by slash command are answered and another address's
//! page loads within 5 s.

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use crate::web::{view_link, web_table};

use abande_bot::app::DEFAULT_WEB_CONNECTIONS_PER_ADDRESS;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Half-sent requests in all, over [`ATTACKERS`] addresses.
const HALF_SENT: usize = 1_200;
const ATTACKERS: u8 = 4;
/// Live streams asked for from one more address.
const STREAMS: usize = 200;

/// A connection to `server` from loopback address `from`.
async fn connect_from(from: IpAddr, server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(server).await
}

/// What the server says within `wait` on `stream`: its bytes, empty when
/// it closed the connection, `None` when it said nothing.
async fn answer_within(stream: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut buffer = vec![0u8; 4096];
    match tokio::time::timeout(wait, stream.read(&mut buffer)).await {
        Ok(Ok(n)) => Some(String::from_utf8_lossy(&buffer[..n]).into_owned()),
        Ok(Err(_)) => Some(String::new()),
        Err(_) => None,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_slowloris_and_a_stream_flood_leave_discord_and_other_players_alone() {
    let (t, _) = web_table().await;
    let server = t.bot.web_addr().unwrap();
    let thread = t.start_game("abalone").await;
    let view = view_link(&t, thread).await;
    let path = view.split_once("127.0.0.1").unwrap().1;
    let path = &path[path.find('/').unwrap()..];

    // The slowloris: a request line and one header, then nothing.
    let mut held = Vec::new();
    let mut refused = Vec::new();
    for i in 0..HALF_SENT {
        let from = IpAddr::from([127, 0, 0, 2 + (i % usize::from(ATTACKERS)) as u8]);
        let mut stream = connect_from(from, server).await.unwrap();
        // A refused connection may be closed before this is written.
        let _ = stream
            .write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\n").as_bytes())
            .await;
        held.push(stream);
    }
    // The flood: live streams on the View link, all from one address.
    let stream_from = IpAddr::from([127, 0, 0, 2 + ATTACKERS]);
    let events = path
        .replacen("/g/", "/api/g/", 1)
        .replacen("?t=", "/events?t=", 1);
    for _ in 0..STREAMS {
        let mut stream = connect_from(stream_from, server).await.unwrap();
        let _ = stream
            .write_all(format!("GET {events} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
            .await;
        held.push(stream);
    }
    // Past the limit, each connection is told so at once and closed.
    for stream in held.iter_mut() {
        if let Some(answer) = answer_within(stream, Duration::from_millis(20)).await
            && answer.starts_with("HTTP/1.1 503")
        {
            refused.push(answer);
        }
    }
    let per_address = DEFAULT_WEB_CONNECTIONS_PER_ADDRESS;
    let at_most_held = per_address * usize::from(ATTACKERS + 1);
    assert!(
        refused.len() >= HALF_SENT + STREAMS - at_most_held,
        "{} of {} refused",
        refused.len(),
        HALF_SENT + STREAMS
    );
    assert!(refused[0].contains("Retry-After"), "{}", refused[0]);

    // Meanwhile Discord play goes on ...
    let game = t.game_in(thread).await;
    let start = t.bot.service.games().load_game(game).await.unwrap();
    let first = start.game.legal_moves()[0].to_string();
    t.play_ok(&t.alice, thread, &first).await;
    // ... and a player from another address gets the page within 5 s.
    let started = Instant::now();
    let (status, page) = tokio::time::timeout(Duration::from_secs(5), crate::web::get(&view))
        .await
        .expect("the page loads within 5 s");
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("id=\"board\""), "the page has its board");
    eprintln!("page under the flood: {:?}", started.elapsed());

    // A half-sent request is cut once the header timeout passes.
    let mut cut = 0;
    let deadline = Instant::now() + Duration::from_secs(20);
    for stream in held.iter_mut().take(HALF_SENT) {
        let left = deadline.saturating_duration_since(Instant::now());
        if let Some(answer) = answer_within(stream, left).await
            && !answer.starts_with("HTTP/1.1 503")
        {
            cut += 1;
        }
    }
    assert!(cut > 0, "no half-sent request was cut");
}
