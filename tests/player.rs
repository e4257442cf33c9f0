//! No-peek players: they see only what a person sees, and their wins are
//! ordinary solutions.

use milligan::card::Card;
use milligan::deal::DealId;
use milligan::player::view::{View, hidden_count};
use milligan::player::{Player, PlayerKind, PlayerSpec, peeks};
use milligan::position::Position;
use milligan::reference::{Judge, Replay};
use milligan::rules::{self, Rules};
use milligan::solver::Config;
use rand_xoshiro::rand_core::SeedableRng;

fn spec(kind: PlayerKind) -> PlayerSpec {
    PlayerSpec {
        kind,
        samples: 4,
        budget: 5_000,
        pulls: 4,
        peek: false,
    }
}

fn start(rules: &Rules, seed: u64) -> Position {
    DealId::Seed(seed).position(rules).unwrap()
}

/// The stock, then the face-down cards column by column.
fn unseen_cards(pos: &Position) -> Vec<Card> {
    let mut hidden = pos.stock.clone();
    hidden.extend(
        pos.columns
            .iter()
            .flatten()
            .filter(|s| !s.face_up)
            .map(|s| s.card),
    );
    hidden
}

/// The same deal with its unseen cards (stock and face-down cards) in
/// another order: reversed, then rotated by one.
fn reshuffled(pos: &Position) -> Position {
    let mut hidden = unseen_cards(pos);
    hidden.reverse();
    hidden.rotate_left(1);
    let mut other = pos.clone();
    let mut next = hidden.into_iter();
    for card in &mut other.stock {
        *card = next.next().unwrap();
    }
    for slot in other.columns.iter_mut().flatten() {
        if !slot.face_up {
            slot.card = next.next().unwrap();
        }
    }
    other
}

#[test]
fn a_view_hides_the_stock_and_face_down_cards_and_nothing_else() {
    for variant in ["miss-milligan", "milligan-harp", "gypsy", "moltke"] {
        let rules = rules::resolve(variant).unwrap();
        let pos = start(&rules, 7);
        let other = reshuffled(&pos);
        assert_ne!(pos, other, "{variant}: the reshuffle changed nothing");
        let view = View::of(&rules, &pos);
        assert_eq!(view, View::of(&rules, &other), "{variant}");
        assert_eq!(view.hidden(), hidden_count(&pos), "{variant}");
        let mut unseen = unseen_cards(&pos);
        unseen.sort();
        assert_eq!(view.unseen, unseen, "{variant}");
        // A sample keeps every visible card in place and the whole deck.
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(3);
        let sample = view.sample(&mut rng);
        sample.validate(&rules).unwrap();
        assert_eq!(View::of(&rules, &sample), view, "{variant}");
    }
}

/// Two deals that differ only in unseen cards get the same first decision
/// (the moves up to and including the first that shows a card), while the
/// decision does follow what the player sees.
#[test]
fn players_decide_the_same_before_anything_unseen_shows() {
    for (variant, kind) in [
        ("miss-milligan", PlayerKind::Mc),
        ("milligan-harp", PlayerKind::Mc),
        ("little-milligan", PlayerKind::Greedy),
        ("gypsy", PlayerKind::Greedy),
    ] {
        let rules = rules::resolve(variant).unwrap();
        let player = Player::new(&rules, spec(kind), Config::default());
        let mut decisions = Vec::new();
        for seed in 1..=3 {
            let pos = start(&rules, seed);
            let first = player.first_decision(&pos, seed).unwrap();
            assert!(!first.is_empty(), "{variant} {seed}: no move at all");
            let other = player.first_decision(&reshuffled(&pos), seed).unwrap();
            assert_eq!(
                first, other,
                "{variant} seed {seed}: the first decision depends on unseen cards"
            );
            // The plan is legal in the real game.
            let judge = Judge::new(&rules);
            let mut real = pos.clone();
            for &mv in &first {
                judge.apply(&mut real, mv).unwrap();
            }
            decisions.push(first);
        }
        decisions.dedup();
        assert!(
            decisions.len() > 1,
            "{variant}: the same decision on different deals"
        );
    }
}

#[test]
fn winning_games_replay_in_the_reference_engine() {
    let rules = rules::resolve("little-milligan").unwrap();
    let judge = Judge::new(&rules);
    let greedy = Player::new(&rules, spec(PlayerKind::Greedy), Config::default());
    let mut won = 0;
    for seed in 1..=100 {
        let pos = start(&rules, seed);
        let game = greedy.play(&pos, seed).unwrap().unwrap();
        let replay = judge.replay(&pos, &game.moves);
        assert_eq!(game.won, replay == Replay::Won, "seed {seed}");
        won += game.won as u32;
    }
    assert!(won > 0, "greedy won no little-milligan deal of 100");
    let mc = Player::new(&rules, spec(PlayerKind::Mc), Config::default());
    let mut mc_won = 0;
    for seed in 1..=4 {
        let pos = start(&rules, seed);
        let game = mc.play(&pos, seed).unwrap().unwrap();
        if game.won {
            assert_eq!(judge.replay(&pos, &game.moves), Replay::Won, "seed {seed}");
            mc_won += 1;
        }
        assert!(
            game.nodes > 0,
            "the Monte-Carlo player spent no solver nodes"
        );
    }
    assert!(mc_won > 0, "Monte-Carlo won no little-milligan deal of 4");
}

/// With `peek` the planning program also solves the true position before
/// each decision: it plays the no-peek program's game move for move until
/// that solve wins, then the solver's line. So it wins every deal the
/// no-peek program wins, and here more.
#[test]
fn the_peeking_player_plays_the_no_peek_game_until_it_sees_a_win() {
    let rules = rules::resolve("little-milligan").unwrap();
    let small = PlayerSpec {
        samples: 2,
        budget: 300,
        pulls: 2,
        ..spec(PlayerKind::Mc)
    };
    let blind = Player::new(&rules, small.clone(), Config::default());
    let peeking = Player::new(
        &rules,
        PlayerSpec {
            peek: true,
            ..small
        },
        Config::default(),
    );
    assert!(peeks(&peeking.spec().label()) && !peeks(&blind.spec().label()));
    let (mut blind_won, mut peek_won) = (0, 0);
    for seed in 1..=12 {
        let pos = start(&rules, seed);
        let a = blind.play(&pos, seed).unwrap().unwrap();
        let b = peeking.play(&pos, seed).unwrap().unwrap();
        assert!(
            b.won || !a.won,
            "seed {seed}: the no-peek game won, the peeking one not"
        );
        // A game that differs from the no-peek one differs by a win.
        assert!(b.moves == a.moves || b.won, "seed {seed}");
        blind_won += a.won as u32;
        peek_won += b.won as u32;
    }
    assert!(
        peek_won > blind_won,
        "{peek_won} won peeking, {blind_won} without"
    );
}

/// The same deal and sampling seed give the same game, move for move.
#[test]
fn games_are_reproducible() {
    let rules = rules::resolve("little-milligan").unwrap();
    let player = Player::new(&rules, spec(PlayerKind::Mc), Config::default());
    let pos = start(&rules, 5);
    let a = player.play(&pos, 5).unwrap().unwrap();
    let b = player.play(&pos, 5).unwrap().unwrap();
    assert_eq!((a.won, &a.moves, a.nodes), (b.won, &b.moves, b.nodes));
}

/// Regression: the greedy player made grace free moves (legal while grace
/// is open), left the tableau unsettled and could then neither deal nor
/// close. It makes only normal moves, so on the same deal it plays grace
/// Miss Milligan exactly as Spanish Patience (the same game without grace).
#[test]
fn greedy_plays_grace_variants_like_the_game_without_grace() {
    let spanish = rules::resolve("spanish-patience").unwrap();
    let grace = rules::resolve("miss-milligan-grace").unwrap();
    let spec = spec(PlayerKind::Greedy);
    let a = Player::new(&spanish, spec.clone(), Config::default());
    let b = Player::new(&grace, spec, Config::default());
    let mut won = 0;
    for seed in 1..=300 {
        let x = a.play(&start(&spanish, seed), seed).unwrap().unwrap();
        let y = b.play(&start(&grace, seed), seed).unwrap().unwrap();
        assert_eq!(x.moves, y.moves, "seed {seed}");
        assert_eq!(x.won, y.won, "seed {seed}");
        won += x.won as u32;
    }
    assert!(won > 0, "no win in 300 deals: the comparison shows little");
}
