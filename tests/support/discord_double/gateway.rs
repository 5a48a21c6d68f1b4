//! The gateway WebSocket: HELLO on connect, heartbeat ACKs, IDENTIFY -> READY
//! and GUILD_CREATE, RESUME -> RESUMED, then dispatches the test asks for.
//! Each connection is one shard's session (IDENTIFY's `shard`, [0, 1] when
//! absent); a shard is sent the servers whose `(guild_id >> 22) % count` is
//! its id, as Discord does.

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{GatewayCommand, Shared, shard_of};

/// The interval serenity is asked to heartbeat at; it only has to be sane.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;
/// Close code "unknown error": serenity reconnects and tries to resume.
const RECONNECTABLE_CLOSE_CODE: u16 = 4000;

pub async fn connect(upgrade: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    upgrade.on_upgrade(move |socket| run_session(socket, shared))
}

async fn run_session(mut socket: WebSocket, shared: Arc<Shared>) {
    shared.update(|world| world.gateway.connections += 1);
    let (commands, mut incoming_commands) = mpsc::unbounded_channel();
    let interval = shared
        .read(|world| world.gateway.heartbeat_interval_ms)
        .unwrap_or(HEARTBEAT_INTERVAL_MS);
    let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}});
    let mut silent = false;
    // Known once the connection identified or resumed.
    let mut shard: Option<u32> = None;
    if send(&mut socket, &hello).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(frame)) = frame else { break };
                match frame {
                    Message::Text(text) => {
                        let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                        if silent && payload["op"].as_u64() == Some(1) {
                            continue;
                        }
                        if answer(&mut socket, &shared, &commands, &payload, &mut shard).await.is_err() {
                            break;
                        }
                    }
                    Message::Close(_) => break,
                    _ => {}
                }
            }
            command = incoming_commands.recv() => match command {
                Some(GatewayCommand::Dispatch { event, data }) => {
                    if dispatch(&mut socket, &shared, shard.unwrap_or(0), event, data).await.is_err() {
                        break;
                    }
                }
                Some(GatewayCommand::GoSilent) => silent = true,
                // Dropping the socket ends the TCP connection without a close frame.
                Some(GatewayCommand::Sever) => break,
                Some(GatewayCommand::Drop) | None => {
                    let close = CloseFrame { code: RECONNECTABLE_CLOSE_CODE, reason: "dropped by test".into() };
                    let _ = socket.send(Message::Close(Some(close))).await;
                    break;
                }
            },
        }
    }
    shared.update(|world| {
        if let Some(shard) = shard
            && world
                .gateway
                .live
                .get(&shard)
                .is_some_and(|live| live.same_channel(&commands))
        {
            world.gateway.live.remove(&shard);
        }
    });
}

/// Answers one payload from the bot.
async fn answer(
    socket: &mut WebSocket,
    shared: &Shared,
    commands: &mpsc::UnboundedSender<GatewayCommand>,
    payload: &Value,
    shard: &mut Option<u32>,
) -> Result<(), axum::Error> {
    match payload["op"].as_u64() {
        Some(1) => send(socket, &json!({"op": 11})).await,
        Some(2) => {
            let asked = &payload["d"]["shard"];
            let id = asked[0].as_u64().unwrap_or(0) as u32;
            let count = asked[1].as_u64().unwrap_or(1).max(1) as u32;
            let (ready, guilds) = shared.update(|world| {
                world.gateway.identifies += 1;
                world.gateway.identified_shards.push([id, count]);
                world.gateway.shard_count = count;
                world.gateway.sequences.insert(id, 0);
                let session_id = format!("double-session-{}", world.gateway.identifies);
                world.gateway.sessions.insert(session_id.clone(), id);
                let members: Vec<_> = world.users.values().cloned().collect();
                let guilds: Vec<Value> = world
                    .guilds
                    .iter()
                    .filter(|(guild, _)| shard_of(Some(**guild), count) == id)
                    .map(|(guild, name)| {
                        let channels: Vec<_> = world
                            .channels
                            .values()
                            .filter(|c| c.guild_id == Some(*guild))
                            .cloned()
                            .collect();
                        payloads::guild_create(*guild, name, &channels, &members)
                    })
                    .collect();
                let guild_ids: Vec<u64> = guilds
                    .iter()
                    .filter_map(|g| g["id"].as_str()?.parse().ok())
                    .collect();
                (
                    payloads::ready(
                        world.bot(),
                        &session_id,
                        &world.ws_url,
                        [id, count],
                        &guild_ids,
                    ),
                    guilds,
                )
            });
            *shard = Some(id);
            dispatch(socket, shared, id, "READY", ready).await?;
            for guild in guilds {
                dispatch(socket, shared, id, "GUILD_CREATE", guild).await?;
            }
            go_live(shared, commands, id);
            Ok(())
        }
        Some(6) => {
            let asked = payload["d"]["session_id"].as_str().unwrap_or_default();
            let known = shared.read(|world| world.gateway.sessions.get(asked).copied());
            if let Some(id) = known {
                shared.update(|world| world.gateway.resumes += 1);
                *shard = Some(id);
                dispatch(socket, shared, id, "RESUMED", json!({})).await?;
                go_live(shared, commands, id);
                Ok(())
            } else {
                // Not resumable: the bot must identify afresh.
                send(socket, &json!({"op": 9, "d": false})).await
            }
        }
        _ => Ok(()),
    }
}

fn go_live(shared: &Shared, commands: &mpsc::UnboundedSender<GatewayCommand>, shard: u32) {
    shared.update(|world| world.gateway.live.insert(shard, commands.clone()));
}

async fn dispatch(
    socket: &mut WebSocket,
    shared: &Shared,
    shard: u32,
    event: &str,
    data: Value,
) -> Result<(), axum::Error> {
    let sequence = shared.update(|world| {
        let sequence = world.gateway.sequences.entry(shard).or_insert(0);
        *sequence += 1;
        *sequence
    });
    send(
        socket,
        &json!({"op": 0, "s": sequence, "t": event, "d": data}),
    )
    .await
}

async fn send(socket: &mut WebSocket, payload: &Value) -> Result<(), axum::Error> {
    socket.send(Message::Text(payload.to_string().into())).await
}
