//! End to end: the Move button under a board and the private move picker
//! it opens (select menus, a preview with Play and Back), for both
//! families, against the engine in a DM, and its refusals.

use crate::support;

use abande_bot::service::{MovePicker, UserId};
use abande_rules::{Game, GameKind};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use support::bot::{button, decoded_images};
use support::discord_double::{DoubleUser, RecordedMessage};
use support::table::Table;
use support::wait::{self, SOON};

/// The latest message in `channel` that has a Move button.
fn latest_board(t: &Table, channel: u64) -> Option<RecordedMessage> {
    t.double
        .messages(channel)
        .into_iter()
        .rev()
        .find(|m| m.custom_ids().iter().any(|id| id.starts_with("ab:pick:")))
}

/// Presses Move on `board` as `user`; the private answer.
async fn press_move(t: &Table, user: &DoubleUser, board: &RecordedMessage) -> RecordedMessage {
    let id = button(board, "ab:pick:");
    let answer = t.double.click(user, board, &id).await.final_message().await;
    assert!(answer.is_ephemeral(), "{}", answer.content);
    answer
}

/// The select menu of a picker message, if it shows one.
fn menu_of(message: &RecordedMessage) -> Option<String> {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ab:pickat:") && !message.select_values(id).is_empty())
}

/// Picks in `picker` as `user`, `choose` taking one of the values each
/// menu offers, until the preview; returns it.
async fn to_preview(
    t: &Table,
    user: &DoubleUser,
    picker: RecordedMessage,
    mut choose: impl FnMut(&[String]) -> String,
) -> RecordedMessage {
    let mut message = picker;
    for depth in 0.. {
        let Some(menu) = menu_of(&message) else {
            assert!(
                depth > 0,
                "the picker opened without a menu: {}",
                message.content
            );
            return message;
        };
        assert!(depth < 3, "more than three choices: {}", message.content);
        let values = message.select_values(&menu);
        assert!((1..=25).contains(&values.len()), "{values:?}");
        let value = choose(&values);
        let answer = t.double.select(user, &message, &menu, &[&value]).await;
        let next = answer.final_message().await;
        assert_eq!(next.id, message.id, "the picker edits its own message");
        message = next;
    }
    unreachable!()
}

/// The notation a preview's Play button plays.
fn notation_of(preview: &RecordedMessage) -> String {
    let play = button(preview, "ab:pickplay:");
    play.rsplit(':').next().unwrap().to_owned()
}

/// Presses Play on `preview` as `user`; the private confirmation.
async fn press_play(t: &Table, user: &DoubleUser, preview: &RecordedMessage) -> RecordedMessage {
    let play = button(preview, "ab:pickplay:");
    t.double
        .click(user, preview, &play)
        .await
        .final_message()
        .await
}

/// One whole turn with the picker: Move, random choices, check the
/// preview, Play. Returns the notation played.
async fn pick_random_move(
    t: &Table,
    channel: u64,
    user: &DoubleUser,
    game: &Game,
    rng: &mut StdRng,
) -> String {
    let board = latest_board(t, channel).expect("a board with a Move button");
    let picker = press_move(t, user, &board).await;
    let preview = to_preview(t, user, picker, |values| {
        values[rng.gen_range(0..values.len())].clone()
    })
    .await;
    let notation = notation_of(&preview);
    let m = game
        .parse_move(&notation)
        .expect("the picker offers legal moves");
    assert!(game.legal_moves().contains(&m));
    assert!(
        preview.content.contains(&format!("**{notation}**")),
        "{}",
        preview.content
    );
    // The preview's picture is the position after the move.
    assert_eq!(decoded_images(&preview).len(), 1, "{}", preview.content);
    assert!(preview.attachments[0].filename.starts_with("preview-"));
    // To look at the pictures: PICKER_PREVIEW_DIR=/tmp/previews.
    if let Ok(dir) = std::env::var("PICKER_PREVIEW_DIR") {
        let file = &preview.attachments[0];
        let path = std::path::Path::new(&dir).join(&file.filename);
        std::fs::write(path, &file.bytes).expect("the preview is written");
    }
    let done = press_play(t, user, &preview).await;
    assert!(done.is_ephemeral(), "{}", done.content);
    assert!(done.content.contains("board posted"), "{}", done.content);
    assert!(done.attachments.is_empty(), "the preview's picture is gone");
    assert!(done.components.is_empty());
    notation
}

/// Plays `kind` between Alice and Bob with the picker only (no typed
/// move) for at most `max_turns` turns; the game as it stands after.
async fn play_with_the_picker(
    t: &Table,
    thread: u64,
    kind: GameKind,
    seed: u64,
    max_turns: usize,
) -> Game {
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..max_turns {
        let view = service.games().load_game(id).await.unwrap();
        if !view.record.is_active() {
            break;
        }
        let to_move = view.player_to_move().unwrap().id;
        let user = if to_move == UserId(t.alice.id) {
            &t.alice
        } else {
            &t.bob
        };
        let notation = pick_random_move(t, thread, user, &view.game, &mut rng).await;
        let after = service.games().load_game(id).await.unwrap();
        assert_eq!(
            after.game.moves()[view.game.ply()].to_string(),
            notation,
            "the move picked is the move played"
        );
    }
    assert_eq!(
        service.games().load_game(id).await.unwrap().game.kind(),
        kind
    );
    service.games().load_game(id).await.unwrap().game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_abande_game_is_played_with_the_picker_only() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    let game = play_with_the_picker(&t, thread, GameKind::AbandeHex, 7, 200).await;
    assert!(game.is_over(), "the game ended within 200 turns");
    let last = t
        .double
        .wait_for_message(thread, |m| m.content.contains("Game over"))
        .await;
    // A finished game's board has no Move button.
    assert!(
        !last.custom_ids().iter().any(|id| id.starts_with("ab:pick")),
        "{:?}",
        last.custom_ids()
    );
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abalone_is_played_with_the_picker_push_off_included() {
    let t = Table::start().await;
    let thread = t.start_game("abalone").await;
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    // A line that pushes a marble off, each move found through the menus
    // by its path, then random picks; the game is ended by resignation.
    for notation in ["a3b4", "i8h8", "b4c5", "g8h9f8", "c5d6"] {
        let view = service.games().load_game(id).await.unwrap();
        let m = view.game.parse_move(notation).unwrap();
        let path = MovePicker::new(&view.game).path_to(m).unwrap();
        let user = if view.player_to_move().unwrap().id == UserId(t.alice.id) {
            &t.alice
        } else {
            &t.bob
        };
        let board = latest_board(&t, thread).unwrap();
        let picker = press_move(&t, user, &board).await;
        let mut keys = path.into_iter();
        let preview = to_preview(&t, user, picker, |offered| {
            let key = keys.next().expect("no more choices than the path has");
            assert!(offered.contains(&key), "{key} not in {offered:?}");
            key
        })
        .await;
        assert_eq!(notation_of(&preview), notation);
        if notation == "c5d6" {
            assert!(
                preview.content.contains("pushes 1 off"),
                "{}",
                preview.content
            );
        }
        press_play(&t, user, &preview).await;
    }
    let pushed = latest_board(&t, thread).unwrap();
    assert!(
        pushed.content.contains("Pushed off: Black 1/6"),
        "{}",
        pushed.content
    );
    let game = play_with_the_picker(&t, thread, GameKind::Abalone, 3, 16).await;
    assert_eq!(game.ply(), 21);
    let end = t.resign(&t.bob, thread).await;
    assert!(!end.custom_ids().iter().any(|id| id.starts_with("ab:pick")));
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn anyone_else_pressing_move_hears_whose_turn_it_is() {
    let t = Table::start().await;
    let thread = t.start_game("abande-square").await;
    let board = latest_board(&t, thread).unwrap();
    let carol = t.double.user("carol");
    for someone in [&carol, &t.bob] {
        let line = press_move(&t, someone, &board).await;
        assert!(
            line.content
                .contains(&format!("it is <@{}>'s turn (Black)", t.alice.id)),
            "{}",
            line.content
        );
        assert!(line.components.is_empty());
    }
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test]
async fn a_stale_picker_is_refused_and_nothing_is_played() {
    let t = Table::start().await;
    let thread = t.start_game("abande-hex").await;
    t.play_all(thread, &["d4", "d5"]).await;
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    // Alice opens the picker and gets to the preview of a move that is
    // still legal after the two moves below (so only the picker's stamp
    // can refuse it)...
    let now = Game::replay(GameKind::AbandeHex, &["d4", "d5"]).unwrap();
    let later = Game::replay(GameKind::AbandeHex, &["d4", "d5", "d3", "c3"]).unwrap();
    let stays = now
        .legal_moves()
        .into_iter()
        .find(|m| later.parse_move(&m.to_string()).is_ok())
        .expect("a move legal in both positions");
    let mut keys = MovePicker::new(&now).path_to(stays).unwrap().into_iter();
    let board = latest_board(&t, thread).unwrap();
    let picker = press_move(&t, &t.alice, &board).await;
    let preview = to_preview(&t, &t.alice, picker, |_| keys.next().unwrap()).await;
    assert_eq!(notation_of(&preview), stays.to_string());
    // ...but plays by command meanwhile, and Bob answers.
    t.play_ok(&t.alice, thread, "d3").await;
    t.play_ok(&t.bob, thread, "c3").await;
    let stale = press_play(&t, &t.alice, &preview).await;
    assert!(stale.is_ephemeral());
    assert!(
        stale
            .content
            .contains("The position changed since this picker opened"),
        "{}",
        stale.content
    );
    assert_eq!(
        service.games().load_game(id).await.unwrap().game.ply(),
        4,
        "nothing played"
    );
    // The old board's Move button is refused the same way.
    let old = press_move(&t, &t.alice, &board).await;
    assert!(
        old.content.contains("The position changed"),
        "{}",
        old.content
    );
    // Back returns from the preview to the menu it came from, without the picture.
    let board = latest_board(&t, thread).unwrap();
    let picker = press_move(&t, &t.alice, &board).await;
    let preview = to_preview(&t, &t.alice, picker, |values| {
        values.last().unwrap().clone()
    })
    .await;
    let back = button(&preview, "ab:pickat:");
    let again = t
        .double
        .click(&t.alice, &preview, &back)
        .await
        .final_message()
        .await;
    assert!(again.attachments.is_empty());
    assert!(menu_of(&again).is_some(), "{:?}", again.custom_ids());
    t.double.assert_clean();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_works_in_a_dm_game_against_the_engine() {
    let t = Table::start().await;
    let dm = t.double.dm_channel(&t.alice);
    let options = json!({"engine": {"kind": "abalone", "color": "black", "level": 1}});
    let started = t.command(&t.alice, dm, "challenge", options).await;
    assert!(!started.is_ephemeral(), "{}", started.content);
    let service = &t.bot.service;
    let mut rng = StdRng::seed_from_u64(5);
    for turn in 0..3 {
        // Alice's board (the first, or the one after the engine's answer).
        let board = wait::until("a board for Alice's move", SOON, async || {
            latest_board(&t, dm).filter(|b| {
                b.content.contains(&format!("<@{}>", t.alice.id)) && b.content.contains("your move")
            })
        })
        .await;
        let id = button(&board, "ab:pick:")
            .split(':')
            .nth(2)
            .unwrap()
            .parse::<i64>()
            .unwrap();
        let view = service
            .games()
            .load_game(abande_bot::service::GameId(id))
            .await
            .unwrap();
        assert_eq!(view.game.ply(), 2 * turn);
        pick_random_move(&t, dm, &t.alice, &view.game, &mut rng).await;
        // The engine answers.
        let answered = wait::within(SOON, async || {
            t.double
                .messages(dm)
                .iter()
                .any(|m| m.content.contains("White played") && m.id > board.id)
                .then_some(())
        })
        .await;
        assert!(answered.is_some(), "the engine answered turn {turn}");
    }
    t.double.assert_clean();
    t.bot.stop().await;
}

/// The face colours of the pictures' marbles (`crates/abande-pictures/src/palette.rs`).
const BLACK_FACE: [u8; 3] = [34, 34, 38];
const WHITE_FACE: [u8; 3] = [247, 243, 233];
/// The header above the board and the board's height, in pixels
/// (`abande_pictures::HEADER_HEIGHT`, `BOARD_HEIGHT`).
const BOARD_TOP: u32 = abande_pictures::HEADER_HEIGHT;
const BOARD_BOTTOM: u32 = abande_pictures::HEADER_HEIGHT + abande_pictures::BOARD_HEIGHT;

/// Of the board's pixels showing `face`, the share in its lower half.
fn lower_share(picture: &image::DynamicImage, face: [u8; 3]) -> f32 {
    let picture = picture.to_rgb8();
    let middle = (BOARD_TOP + BOARD_BOTTOM) / 2;
    let (mut upper, mut lower) = (0u32, 0u32);
    for y in BOARD_TOP..BOARD_BOTTOM.min(picture.height()) {
        for x in 0..picture.width() {
            if picture.get_pixel(x, y).0 == face {
                if y < middle {
                    upper += 1;
                } else {
                    lower += 1;
                }
            }
        }
    }
    assert!(
        upper + lower > 0,
        "no marble of colour {face:?} in the picture"
    );
    lower as f32 / (upper + lower) as f32
}

/// Whose side `picture` (an Abalone board early in the game, each
/// player's marbles still mostly on their own half) is drawn from: the
/// colour whose marbles fill its lower half.
fn seen_from(picture: &image::DynamicImage) -> &'static str {
    let (black, white) = (
        lower_share(picture, BLACK_FACE),
        lower_share(picture, WHITE_FACE),
    );
    if black > 0.75 && white < 0.25 {
        "black"
    } else if white > 0.75 && black < 0.25 {
        "white"
    } else {
        panic!("neither side is at the bottom: black {black}, white {white} below")
    }
}

/// Bob's `count`th direct message, once it has come (within 30 s).
async fn turn_dm(t: &Table, count: usize) -> RecordedMessage {
    let what = format!("turn DM number {count} for Bob");
    wait::until(&what, std::time::Duration::from_secs(30), async || {
        t.double.direct_messages(t.bob.id).get(count - 1).cloned()
    })
    .await
}

/// The board from your side (issue #51): a game of Abalone played with
/// the picker, Bob as White. Every picture that is Bob's alone (the
/// picker's preview, his turn DM, `/explore`) has White's marbles at the
/// bottom; Alice's previews have Black's; the public board in the thread
/// stays one way up (Black's side, as drawn) whoever moved.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn white_sees_their_private_pictures_from_their_side() {
    let t = Table::start().await;
    let thread = t.start_game("abalone").await;
    let service = &t.bot.service;
    let id = t.game_in(thread).await;
    let start = service.games().load_game(id).await.unwrap();
    assert_eq!(start.record.white.id, UserId(t.bob.id), "Bob plays White");
    t.command(&t.bob, thread, "notify", json!({"dm": "on"}))
        .await;
    let mut rng = StdRng::seed_from_u64(51);
    let mut bobs_turns = 0;
    for turn in 0..6 {
        let view = service.games().load_game(id).await.unwrap();
        let (user, side) = if view.player_to_move().unwrap().id == UserId(t.bob.id) {
            (&t.bob, "white")
        } else {
            (&t.alice, "black")
        };
        if side == "white" {
            // Bob's turn DM, waited for before he moves (a DM for a turn
            // already played is dropped): from his side.
            bobs_turns += 1;
            let dm = turn_dm(&t, bobs_turns).await;
            let pictures = decoded_images(&dm);
            assert_eq!(pictures.len(), 1, "{}", dm.content);
            assert_eq!(seen_from(&pictures[0]), "white", "{}", dm.content);
        }
        let board = latest_board(&t, thread).unwrap();
        assert_eq!(
            seen_from(&decoded_images(&board)[0]),
            "black",
            "the thread's board at ply {}",
            view.game.ply()
        );
        let picker = press_move(&t, user, &board).await;
        let preview = to_preview(&t, user, picker, |values| {
            values[rng.gen_range(0..values.len())].clone()
        })
        .await;
        let picture = &decoded_images(&preview)[0];
        assert_eq!(seen_from(picture), side, "{side}'s preview at turn {turn}");
        press_play(&t, user, &preview).await;
        let plies = view.game.ply() + 1;
        wait::until(&format!("the board after ply {plies}"), SOON, async || {
            latest_board(&t, thread).filter(|b| b.id != board.id && !b.attachments.is_empty())
        })
        .await;
    }
    assert_eq!(bobs_turns, 3);
    // /explore is private too: Bob's from White's side, Alice's from Black's.
    for (user, side) in [(&t.bob, "white"), (&t.alice, "black")] {
        let explored = t.command(user, thread, "explore", json!({})).await;
        assert!(explored.is_ephemeral(), "{}", explored.content);
        assert_eq!(seen_from(&decoded_images(&explored)[0]), side);
    }
    t.double.assert_clean();
    t.bot.stop().await;
}
