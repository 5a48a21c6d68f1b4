//! `abande-bot seed-db`: a seeded database is one the bot reads like its
//! own: every game replays, histories and records count every game,
//! ratings are the last of their changes, and a server's leaderboard has
//! exactly the players with a rated game finished there.

use std::collections::{BTreeMap, BTreeSet};

use crate::support;

use abande_bot::cli::{GUILD_BASE, PLAYER_BASE, SeedOptions, seed};
use abande_bot::model::{GameId, HistoryFilter, UserId};
use abande_rules::GameKind;
use support::service_env::*;

const GAMES: u32 = 200;
const PLAYERS: u32 = 30;
const SERVERS: u32 = 3;

#[tokio::test]
async fn the_bot_reads_a_seeded_database_like_its_own() {
    let env = test_env!();
    let options = SeedOptions {
        games: GAMES,
        players: PLAYERS,
        servers: SERVERS,
        seed: 5,
    };
    let store = &env.batch_store().await;
    let report = seed(store, &options, env.clock_now()).await.unwrap();
    assert_eq!(report.games, u64::from(GAMES));
    let players: Vec<UserId> = (0..u64::from(PLAYERS))
        .map(|i| UserId(PLAYER_BASE + i))
        .collect();

    // Every game loads, replays its stored moves and is over.
    let mut moves = 0;
    let mut rated_in: BTreeMap<(u64, GameKind), BTreeSet<UserId>> = BTreeMap::new();
    for id in 1..=i64::from(GAMES) {
        let view = env.service.games().load_game(GameId(id)).await.unwrap();
        assert!(!view.record.is_active(), "game {id}");
        assert!(view.record.result.is_some(), "game {id}");
        moves += view.game.ply() as u64;
        let changes = env.service.ratings().rating_changes_of(GameId(id)).await.unwrap();
        assert_eq!(changes.len(), if view.record.rated { 2 } else { 0 }, "game {id}");
        if let (true, Some(guild)) = (view.record.rated, view.record.place.guild_id) {
            let members = rated_in.entry((guild, view.record.kind)).or_default();
            members.insert(view.record.black.id);
            members.insert(view.record.white.id);
        }
    }
    assert_eq!(moves, report.moves);

    // Each game is in both players' histories and records.
    let mut seats = 0;
    let mut changes = 0;
    for &player in &players {
        let finished = env
            .service
            .history().finished_games(player, HistoryFilter::default(), 1, 10)
            .await
            .unwrap()
            .total_items;
        let record: i64 = env
            .service
            .history().record(player)
            .await
            .unwrap()
            .iter()
            .map(|r| r.wins + r.draws + r.losses)
            .sum();
        assert_eq!(record, finished, "{player:?}");
        seats += finished;
        // The rating is the last change of each kind, counting them all.
        let history = env.service.ratings().rating_history(player).await.unwrap();
        changes += history.len() as u64;
        for (kind, rating) in env.service.ratings().ratings(player).await.unwrap() {
            let of_kind: Vec<_> = history.iter().filter(|c| c.kind == kind).collect();
            assert_eq!(rating.games, of_kind.len() as i64, "{player:?} {kind:?}");
            let last = of_kind.last().unwrap().after;
            assert_eq!(
                (last.rating, last.deviation),
                (rating.rating, rating.deviation),
                "{player:?} {kind:?}"
            );
        }
    }
    assert_eq!(seats, 2 * i64::from(GAMES));
    assert_eq!(changes, report.rating_changes);

    // A server's leaderboard: its established players, among those with a
    // rated game finished there.
    let mut any_on_board = false;
    for server in 0..u64::from(SERVERS) {
        let guild = GUILD_BASE + server;
        for kind in GameKind::ALL {
            let board = env
                .service
                .ratings().leaderboard(kind, Some(guild), 1, 25)
                .await
                .unwrap();
            let members = rated_in.get(&(guild, kind)).cloned().unwrap_or_default();
            for standing in &board.items {
                assert!(members.contains(&standing.player.id), "{guild} {kind:?}");
            }
            let everyone = env.service.ratings().leaderboard(kind, None, 1, 25).await.unwrap();
            let established = everyone
                .items
                .iter()
                .filter(|s| members.contains(&s.player.id))
                .count() as i64;
            // Within 25 of everyone's board, the same players, in the same order.
            if everyone.total_items <= 25 {
                assert_eq!(board.total_items, established, "{guild} {kind:?}");
            }
            any_on_board |= board.total_items > 0;
        }
    }
    assert!(any_on_board, "no server has an established player");

    // A seeded database is refused a second seeding.
    assert!(seed(store, &options, env.clock_now()).await.is_err());
}
