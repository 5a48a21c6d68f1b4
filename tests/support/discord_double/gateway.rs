//! The gateway WebSocket: HELLO on connect, heartbeat ACKs, IDENTIFY -> READY
//! and GUILD_CREATE, RESUME -> RESUMED, then dispatches the test asks for.

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{GatewayCommand, Shared};

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
                        if answer(&mut socket, &shared, &commands, &payload).await.is_err() {
                            break;
                        }
                    }
                    Message::Close(_) => break,
                    _ => {}
                }
            }
            command = incoming_commands.recv() => match command {
                Some(GatewayCommand::Dispatch { event, data }) => {
                    if dispatch(&mut socket, &shared, event, data).await.is_err() {
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
        if world
            .gateway
            .sender
            .as_ref()
            .is_some_and(|live| live.same_channel(&commands))
        {
            world.gateway.sender = None;
        }
    });
}

/// Answers one payload from the bot.
async fn answer(
    socket: &mut WebSocket,
    shared: &Shared,
    commands: &mpsc::UnboundedSender<GatewayCommand>,
    payload: &Value,
) -> Result<(), axum::Error> {
    match payload["op"].as_u64() {
        Some(1) => send(socket, &json!({"op": 11})).await,
        Some(2) => {
            let (ready, guild) = shared.update(|world| {
                world.gateway.identifies += 1;
                world.gateway.sequence = 0;
                let session_id = format!("double-session-{}", world.gateway.identifies);
                world.gateway.session_id = Some(session_id.clone());
                let channels: Vec<_> = world.channels.values().cloned().collect();
                let members: Vec<_> = world.users.values().cloned().collect();
                (
                    payloads::ready(world.bot(), &session_id, &world.ws_url),
                    payloads::guild_create(&channels, &members),
                )
            });
            dispatch(socket, shared, "READY", ready).await?;
            dispatch(socket, shared, "GUILD_CREATE", guild).await?;
            go_live(shared, commands);
            Ok(())
        }
        Some(6) => {
            let known = shared.read(|world| world.gateway.session_id.clone());
            if known.is_some() && known.as_deref() == payload["d"]["session_id"].as_str() {
                shared.update(|world| world.gateway.resumes += 1);
                dispatch(socket, shared, "RESUMED", json!({})).await?;
                go_live(shared, commands);
                Ok(())
            } else {
                // Not resumable: the bot must identify afresh.
                send(socket, &json!({"op": 9, "d": false})).await
            }
        }
        _ => Ok(()),
    }
}

fn go_live(shared: &Shared, commands: &mpsc::UnboundedSender<GatewayCommand>) {
    shared.update(|world| world.gateway.sender = Some(commands.clone()));
}

async fn dispatch(
    socket: &mut WebSocket,
    shared: &Shared,
    event: &str,
    data: Value,
) -> Result<(), axum::Error> {
    let sequence = shared.update(|world| {
        world.gateway.sequence += 1;
        world.gateway.sequence
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
