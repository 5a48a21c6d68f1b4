#!/usr/bin/env python3
"""Our engine against pyai-abalone, an independent Abalone engine.

pyai-abalone (PyPI, MIT, by Harald Locke) is an AlphaZero-style player:
Monte Carlo tree search guided by a network trained on games from
AbalOnline. It is installed from PyPI, never copied into this repository:

    python3 -m venv /tmp/pyai && /tmp/pyai/bin/pip install pyai-abalone==1.0.2
    cargo build --release --bin abande-bot
    /tmp/pyai/bin/python tools/versus_pyai.py abalone-belgian --level 3 --games 10

Our rules decide everything: a pyai move is accepted only if it is the
position after one of our legal moves, and the game ends when our rules say
so (or at the ply cap, scored by marbles pushed off, as in `match`).
Colours alternate; results are for our engine. One line per game, then a
summary; `--log FILE` appends every game's moves as JSON lines.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time

# One core for the foreign engine, like ours; set before TensorFlow loads.
os.environ.setdefault("TF_NUM_INTRAOP_THREADS", "1")
os.environ.setdefault("TF_NUM_INTEROP_THREADS", "1")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pyai imports pygame for its GUI
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BLACK, WHITE = 2, 1  # pyai's cell values
OFF_BOARD = 3


def run_bot(bot, args):
    out = subprocess.run([bot, *args], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"abande-bot {' '.join(args[:3])} ... failed: {out.stderr.strip()}")
    return out.stdout


def show(bot, game, moves):
    return json.loads(run_bot(bot, ["show", game, *moves, "--json"]))


def to_array(position):
    """Our position as pyai's 11x11 array.

    pyai's row r (1 = top) is our row letter 'a' + 9 - r; its column c is
    our diagonal number c. Checked against pyai's own start positions.
    """
    import numpy as np

    grid = np.full((11, 11), OFF_BOARD, dtype=np.int16)
    for r in range(1, 10):
        for c in range(1, 10):
            if _on_board(r, c):
                grid[r, c] = 0
    for p in position["points"]:
        r = 9 - (ord(p["point"][0]) - ord("a"))
        c = int(p["point"][1:])
        grid[r, c] = BLACK if p["color"] == "black" else WHITE
    return grid


def _on_board(r, c):
    row = 9 - r  # 0 = row a
    low, high = (1, 5 + row) if row <= 4 else (row - 3, 9)
    return low <= c <= high


def our_move_for(bot, game, moves, legal, target):
    """The legal move of ours whose result is pyai's chosen position."""
    import numpy as np

    for m in legal:
        if np.array_equal(to_array(show(bot, game, moves + [m])), target):
            return m
    return None


def engine_move(bot, game, moves, level, seed, time_ms):
    args = ["ai", game, *moves, "--level", str(level), "--seed", str(seed), "--json"]
    if time_ms:
        args += ["--time-ms", str(time_ms)]
    return json.loads(run_bot(bot, args))["move"]


def play_one(bot, game, start, model, opts, our_colour, seed):
    import pyai_abalone

    agent = pyai_abalone.MagisterPlay(
        model=model,
        starting_position=start,
        prob_sum=opts.prob_sum,
        num_mcts=opts.mcts,
        depth_mcts=opts.depth,
        num_threads=1,
    )
    moves = []
    timing = {"ours": 0.0, "pyai": 0.0}
    try:
        while True:
            position = show(bot, game, moves)
            if position["over"] or len(moves) >= opts.max_plies:
                return position, moves, timing
            t0 = time.monotonic()
            if position["to_move"] == our_colour:
                m = engine_move(bot, game, moves, opts.level, seed + len(moves), opts.time_ms)
                timing["ours"] += time.monotonic() - t0
                agent.make_given_move(to_array(show(bot, game, moves + [m])))
            else:
                state, _, _ = agent.make_ai_move()
                timing["pyai"] += time.monotonic() - t0
                m = our_move_for(bot, game, moves, position["legal"], state)
                if m is None:
                    sys.exit(f"pyai played a position none of our legal moves reaches after {moves}")
            moves.append(m)
    finally:
        agent.stop_execution()


def score_for(position, our_colour):
    """1, 0.5 or 0 for us; a capped game goes to whoever pushed off more."""
    result = position["result"]
    if result in ("black", "white"):
        return 1.0 if result == our_colour else 0.0
    if result == "draw":
        return 0.5
    pushed = position["captured"]  # marbles each side has pushed off
    ours, theirs = (pushed["black"], pushed["white"]) if our_colour == "black" else (pushed["white"], pushed["black"])
    return 1.0 if ours > theirs else 0.0 if ours < theirs else 0.5


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", choices=["abalone", "abalone-belgian", "abalone-german"])
    ap.add_argument("--level", type=int, default=3)
    ap.add_argument("--time-ms", type=int, default=0, help="our time cap per move (default: the level's)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--mcts", type=int, default=250, help="pyai's leaves per move (its GUI's default)")
    ap.add_argument("--depth", type=int, default=13, help="pyai's leaf depth (its GUI's default)")
    ap.add_argument("--prob-sum", type=float, default=0.95)
    ap.add_argument("--bot", default="target/release/abande-bot")
    ap.add_argument("--log", help="append each game as a JSON line")
    opts = ap.parse_args()

    import numpy as np
    import pyai_abalone
    from pyai_abalone import abalone_ai, starting_positions

    # Our rules end the game; pyai's own draw rules (50 turns without a
    # marble lost, threefold repetition) must not stop its side first.
    abalone_ai.NumpyAbalone.noloss_draw = 10**9
    abalone_ai.NumpyAbalone.reps_to_draw = 10**9

    start = to_array(show(opts.bot, opts.game, []))
    theirs = {
        "abalone": starting_positions.CLASSIC,
        "abalone-belgian": starting_positions.BELGIAN_DAISY,
        "abalone-german": starting_positions.GERMAN_DAISY,
    }[opts.game]
    if not np.array_equal(start, theirs):
        sys.exit(f"board mapping disagrees with pyai's start position:\n{start}\n{theirs}")

    random.seed(opts.seed)
    import tensorflow as tf

    network = pyai_abalone.get_trained_magister_zero()
    # The same network, compiled once as a graph: the same outputs, about
    # 1.6 times faster than pyai's eager calls on this machine.
    model = tf.function(
        lambda x: network(x, training=False),
        input_signature=[tf.TensorSpec([1, 11, 11, 4], tf.float32)],
    )
    total = 0.0
    wins = draws = losses = 0
    began = time.monotonic()
    for g in range(opts.games):
        our_colour = "black" if g % 2 == 0 else "white"
        position, moves, timing = play_one(opts.bot, opts.game, start, model, opts, our_colour, opts.seed * 1000 + g)
        s = score_for(position, our_colour)
        total += s
        wins += s == 1.0
        draws += s == 0.5
        losses += s == 0.0
        ours_moves = (len(moves) + (our_colour == "black")) // 2
        line = (
            f"game {g + 1}/{opts.games}: level {opts.level} as {our_colour}: "
            f"{ {1.0: 'win', 0.5: 'draw', 0.0: 'loss'}[s] } after {len(moves)} plies"
            f"{' (ply cap)' if not position['over'] else ''}, pushed off {position['captured']}, "
            f"ours {timing['ours'] / max(ours_moves, 1):.2f} s/move, "
            f"pyai {timing['pyai'] / max(len(moves) - ours_moves, 1):.2f} s/move; "
            f"running {wins}-{draws}-{losses}, {time.monotonic() - began:.0f} s"
        )
        print(line, flush=True)
        if opts.log:
            with open(opts.log, "a") as f:
                f.write(json.dumps({"game": opts.game, "level": opts.level, "ours": our_colour,
                                    "score": s, "moves": moves}) + "\n")
    print(f"{opts.game}: level {opts.level} against pyai-abalone ({opts.mcts} leaves, depth {opts.depth}): "
          f"{wins}-{draws}-{losses}, score {100 * total / opts.games:.1f}% over {opts.games} games")


if __name__ == "__main__":
    main()
