//! The replay page in a real browser. `milligan view` writes a page for a
//! solution of every variant (`tests/data/view/*.sol`, made by
//! `milligan solve --out`); headless Chromium opens each from disk, steps
//! through it by key presses and `#step=N` links, and the rendered DOM
//! (the cards drawn in each column, the foundation tops, the stock count,
//! reserve, cells and waste) must be the reference engine's position at
//! that step, and every card home at the end, with no grace banner. Every
//! card label of the longest column (the grace game's, 45 cards) and of the
//! longest waste (Moltke's) must be uncovered at 1280x800 and at 390 px. It
//! also screenshots one page per variant at 1280x800 into a folder it names.
//!
//! Chromium is driven through its DevTools protocol (`tests/browser`),
//! which is what lets the test press real keys. Without a browser the test is skipped
//! with a loud note, except under `CI=true`, where it fails.

mod browser;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use milligan::notation::parse_moves;
use milligan::position::{Position, parse_position};
use milligan::reference::Judge;
use serde_json::{Value, json};

use browser::{Chrome, find_browser};

/// The solutions, one per variant; these four are also stepped through
/// move by move with the arrow key.
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/view");
const STEPPED: [&str; 4] = [
    "miss-milligan",
    "miss-milligan-grace",
    "moltke",
    "milligan-harp",
];

#[test]
fn replay_pages_show_the_reference_positions_in_a_real_browser() {
    let Some(browser) = find_browser("the replay pages") else {
        return;
    };
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("view-browser");
    let shots = out.join("screenshots");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&shots).unwrap();
    let mut chrome = Chrome::launch(&browser, &out);
    let mut variants = Vec::new();
    for entry in std::fs::read_dir(FIXTURES).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "sol") {
            variants.push(path.file_stem().unwrap().to_str().unwrap().to_string());
        }
    }
    variants.sort();
    let (mut largest, mut slowest) = (0, 0.0f64);
    assert_eq!(variants.len(), 17, "one solution per variant: {variants:?}");
    for variant in &variants {
        let game = Game::load(variant);
        let page = out.join(format!("{variant}.html"));
        let run = Command::new(env!("CARGO_BIN_EXE_milligan"))
            .args(["view", game.file.to_str().unwrap(), "--out"])
            .arg(&page)
            .output()
            .unwrap();
        assert!(run.status.success(), "milligan view {variant}: {run:?}");
        let bytes = std::fs::metadata(&page).unwrap().len();
        assert!(bytes < 300_000, "{variant}: the page has {bytes} bytes");
        let millis = chrome.open(&page, 1280, 800);
        assert!(
            millis < 1000.0,
            "{variant}: the page took {millis} ms to load"
        );
        largest = largest.max(bytes);
        slowest = slowest.max(millis);
        let n = game.positions.len() - 1;
        // Links to a few steps (browsers refuse hundreds of address changes
        // in a row, so every step is reached by keys below).
        for step in [1, n / 2, 0, n] {
            chrome.eval(&format!("location.hash = '#step={step}'"));
            game.check(&chrome.state(step), step, variant);
        }
        let end = chrome.state(n);
        assert!(game.positions[n].is_won(), "{variant}: the solution wins");
        assert!(
            end.columns.iter().all(Vec::is_empty)
                && end.stock == 0
                && end.loose.iter().all(Vec::is_empty)
                && end.foundations.iter().all(|f| f.starts_with('K')),
            "{variant}: the last step shows every card home: {end:?}"
        );
        let banner = chrome.eval("document.getElementById('grace').textContent");
        assert_eq!(
            banner,
            json!(""),
            "{variant}: no grace banner once every card is home"
        );
        let fits = chrome.eval(
            "document.documentElement.scrollWidth <= innerWidth \
             && [...document.querySelectorAll('#cols .col')].every(c => c.getBoundingClientRect().right <= innerWidth)",
        );
        assert_eq!(fits, json!(true), "{variant}: every column fits at 1280 px");
        let shown = game.telling_step();
        chrome.eval(&format!("location.hash = '#step={shown}'"));
        chrome.state(shown);
        chrome.screenshot(&shots.join(format!("{variant}.png")));
        if STEPPED.contains(&variant.as_str()) {
            keys_step_through(&mut chrome, &game, variant);
            player_view_hides_what_a_player_cannot_see(&mut chrome, &game, variant);
            chrome.open(&page, 390, 844);
            chrome.screenshot(&shots.join(format!("{variant}-phone.png")));
            let width = chrome.eval("[document.documentElement.scrollWidth, innerWidth]");
            assert!(
                width[0].as_u64() <= width[1].as_u64(),
                "{variant}: no sideways scrolling at phone width: {width}"
            );
        }
        if variant == "miss-milligan-grace" {
            longest_column_reads(&mut chrome, &page, &game, &shots);
        }
        if variant == "moltke" {
            longest_waste_reads(&mut chrome, &page, &game);
        }
    }
    let _ = std::io::stderr().write_all(
        format!(
            "view_browser: {} pages, largest {largest} bytes, slowest load {slowest:.0} ms; \
             screenshots of every variant in {}\n",
            variants.len(),
            shots.display()
        )
        .as_bytes(),
    );
}

/// The right arrow steps through the whole solution, and the left arrow,
/// Home, End and Space (play, then pause) move the page; every step drawn
/// is the engine's.
fn keys_step_through(chrome: &mut Chrome, game: &Game, variant: &str) {
    let n = game.positions.len() - 1;
    chrome.eval("location.hash = '#step=0'");
    chrome.state(0);
    for step in 1..=n {
        chrome.key("ArrowRight");
        game.check(&chrome.state(step), step, variant);
    }
    chrome.key("ArrowLeft");
    game.check(&chrome.state(n - 1), n - 1, variant);
    chrome.key("End");
    game.check(&chrome.state(n), n, variant);
    chrome.key("Home");
    game.check(&chrome.state(0), 0, variant);
    chrome.key(" ");
    std::thread::sleep(Duration::from_millis(1300));
    chrome.key(" ");
    let played = chrome.eval("+document.getElementById('table').dataset.step");
    let played = played.as_u64().unwrap() as usize;
    assert!(
        (1..n).contains(&played),
        "{variant}: playing 1.3 s at 2 moves/s reached step {played}"
    );
    std::thread::sleep(Duration::from_millis(700));
    game.check(&chrome.state(played), played, variant);
    let hash = chrome.eval("location.hash");
    assert_eq!(
        hash,
        json!(format!("#step={played}")),
        "{variant}: the link follows the step"
    );
    let current = chrome.eval("document.querySelector('#moves li.current').textContent");
    assert!(
        current
            .as_str()
            .unwrap()
            .starts_with(&format!("{played}. ")),
        "{variant}: the move list highlights move {played}: {current}"
    );
}

/// `#step=N&player` (the "what a player sees" toggle): face-down cards are
/// backs without their card, the stock order is gone, the rest is the same.
fn player_view_hides_what_a_player_cannot_see(chrome: &mut Chrome, game: &Game, variant: &str) {
    let step = 1;
    chrome.eval(&format!("location.hash = '#step={step}&player'"));
    let seen = chrome.state(step);
    let pos = &game.positions[step];
    for (c, column) in pos.columns.iter().enumerate() {
        let want: Vec<String> = column
            .iter()
            .map(|s| {
                if s.face_up {
                    s.card.to_string()
                } else {
                    "??".into()
                }
            })
            .collect();
        assert_eq!(
            seen.columns[c],
            want,
            "{variant} player view, column {}",
            c + 1
        );
    }
    let leaks = chrome.eval(
        "[document.body.innerHTML.includes('data-card=\"['), \
          document.querySelectorAll('#stockorder .chip').length]",
    );
    assert_eq!(
        leaks,
        json!([false, 0]),
        "{variant}: the player view shows face-down cards or the stock"
    );
    chrome.eval("document.getElementById('playerview').click()");
    let chips = chrome.eval("document.querySelectorAll('#stockorder .chip').length");
    assert_eq!(
        chips,
        json!(pos.stock.len()),
        "{variant}: the full view lists the stock"
    );
}

/// The two window sizes a page must read at: a laptop and a phone.
const SIZES: [(u32, u32); 2] = [(1280, 800), (390, 844)];

/// At the step with the grace game's longest column (45 cards: seed 1's
/// grace builds them), every card of that column shows its whole label at
/// both window sizes, and the page is saved whole (scrolled, as it reads)
/// for the README.
fn longest_column_reads(chrome: &mut Chrome, page: &Path, game: &Game, shots: &Path) {
    let (len, step, col) = (game.positions.iter().enumerate())
        .flat_map(|(step, p)| (p.columns.iter().enumerate()).map(move |(c, s)| (s.len(), step, c)))
        .max_by_key(|&(len, step, _)| (len, std::cmp::Reverse(step)))
        .unwrap();
    assert!(
        len >= 35,
        "the grace fixture has a column of {len} cards only"
    );
    for (width, height) in SIZES {
        chrome.open(page, width, height);
        chrome.eval(&format!("location.hash = '#step={step}'"));
        chrome.state(step);
        let selector = format!("#cols .col[data-col='{}']", col + 1);
        chrome.labels_read(
            &selector,
            len,
            &format!("column of {len} cards at {width} px"),
        );
        let name = format!("miss-milligan-grace-{len}-cards-{width}px.png");
        chrome.full_page_screenshot(&shots.join(name));
    }
}

/// At the step with Moltke's longest waste, every waste card shows its whole
/// label at both window sizes.
fn longest_waste_reads(chrome: &mut Chrome, page: &Path, game: &Game) {
    let (len, step) = (game.positions.iter().enumerate())
        .map(|(step, p)| (p.waste.len(), step))
        .max()
        .unwrap();
    assert!(
        len >= 30,
        "the Moltke fixture has a waste of {len} cards only"
    );
    for (width, height) in SIZES {
        chrome.open(page, width, height);
        chrome.eval(&format!("location.hash = '#step={step}'"));
        chrome.state(step);
        chrome.labels_read(
            "#waste",
            len,
            &format!("waste of {len} cards at {width} px"),
        );
    }
}

/// For the cards of a pile (later ones drawn on top), the label of each card
/// (rank and suit, or a face-down card's peek) that is not covered by a
/// later card, not cut off by its own card's edge, within the window's
/// width and at least 9 px high; `[count, [card, why]...]`.
const UNREADABLE_LABELS: &str = r#"(sel => {
  const cards = [...document.querySelector(sel).querySelectorAll('.card')];
  const bad = [];
  cards.forEach((c, i) => {
    const label = c.querySelector('.idx, .peek');
    if (!label) return;
    const r = label.getBoundingClientRect(), box = c.getBoundingClientRect();
    const over = cards.slice(i + 1).find(o => {
      const q = o.getBoundingClientRect();
      return q.left < r.right && q.right > r.left && q.top < r.bottom && q.bottom > r.top;
    });
    if (over) bad.push([c.dataset.card, 'covered by ' + over.dataset.card]);
    else if (r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom)
      bad.push([c.dataset.card, 'cut off by its card']);
    else if (r.right > innerWidth) bad.push([c.dataset.card, 'right of the window']);
    else if (parseFloat(getComputedStyle(label).fontSize) < 9)
      bad.push([c.dataset.card, 'font ' + getComputedStyle(label).fontSize]);
  });
  return [cards.length, bad];
})"#;

/// A solution file and every position of its replay by the reference engine.
struct Game {
    file: PathBuf,
    positions: Vec<Position>,
}

impl Game {
    fn load(variant: &str) -> Game {
        let file = Path::new(FIXTURES).join(format!("{variant}.sol"));
        let parsed = parse_position(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let (line, text) = parsed.moves.unwrap();
        let moves: Vec<_> = parse_moves(&text, line)
            .unwrap()
            .into_iter()
            .map(|(_, mv)| mv)
            .collect();
        let positions = Judge::new(&parsed.rules)
            .trace(&parsed.position, &moves)
            .unwrap();
        Game { file, positions }
    }

    /// A step that shows what is special about the variant: the first with
    /// grace open, or else with cards in the reserve or cells, or else a
    /// third of the way.
    fn telling_step(&self) -> usize {
        let p = &self.positions;
        (p.iter().position(|p| p.grace.is_some()))
            .or_else(|| p.iter().position(|p| !p.reserve.is_empty()))
            .or_else(|| p.iter().position(|p| !p.cells.is_empty()))
            .unwrap_or(p.len() / 3)
    }

    /// The page at `step` shows exactly the engine's position.
    fn check(&self, seen: &Seen, step: usize, variant: &str) {
        let pos = &self.positions[step];
        let columns: Vec<Vec<String>> = pos
            .columns
            .iter()
            .map(|c| {
                c.iter()
                    .map(|s| {
                        if s.face_up {
                            s.card.to_string()
                        } else {
                            format!("[{}]", s.card)
                        }
                    })
                    .collect()
            })
            .collect();
        let foundations: Vec<String> = pos
            .foundation_tops()
            .iter()
            .map(|t| t.map_or("0".into(), |c| c.to_string()))
            .collect();
        let text = |cards: &[milligan::card::Card]| -> Vec<String> {
            cards.iter().map(ToString::to_string).collect()
        };
        let want = Seen {
            columns,
            foundations,
            stock: pos.stock.len(),
            loose: [text(&pos.reserve), text(&pos.cells), text(&pos.waste)],
            // Once every card is home no gap is drawn (see the banner check).
            gap: (pos.grace.as_ref())
                .filter(|_| !pos.is_won())
                .map(|g| g.gap + 1),
        };
        assert_eq!(
            *seen, want,
            "{variant}: the page at step {step} differs from the engine"
        );
    }
}

/// What the page draws at one step, read back from the DOM.
#[derive(Debug, PartialEq)]
struct Seen {
    columns: Vec<Vec<String>>,
    foundations: Vec<String>,
    stock: usize,
    /// Reserve, cells, waste.
    loose: [Vec<String>; 3],
    /// The column marked as the grace gap (1-based).
    gap: Option<usize>,
}

/// Reads the drawn cards, not the data the script was given: the cards in
/// each column element, the card on each foundation, the number on the stock.
const READ_STATE: &str = r#"(() => {
  const cards = el => [...el.querySelectorAll('.card')].map(c => c.dataset.card);
  const count = document.querySelector('#stock .count');
  const gap = document.querySelector('#cols .col.gap');
  return {
    step: +document.getElementById('table').dataset.step,
    columns: [...document.querySelectorAll('#cols .col')].map(cards),
    foundations: [...document.querySelectorAll('#foundations .fnd')]
      .map(f => f.querySelector('.card') ? f.querySelector('.card').dataset.card : '0'),
    stock: count ? +count.textContent : 0,
    loose: [cards(document.getElementById('reserve')), cards(document.getElementById('cells')),
            cards(document.getElementById('waste'))],
    gap: gap ? +gap.dataset.col : null,
  };
})()"#;

/// What the replay page test asks of the browser.
impl Chrome {
    /// Opens a page at a window size, waits until it has drawn a step, and
    /// returns the milliseconds from navigation to the end of its load
    /// event (the first step is drawn before it).
    fn open(&mut self, page: &Path, width: u32, height: u32) -> f64 {
        self.resize(width, height);
        self.navigate(&format!("file://{}#step=0", page.display()));
        self.wait_for(
            "document.readyState === 'complete' && document.getElementById('table') \
             && document.getElementById('table').dataset.step === '0'",
        );
        self.eval("performance.getEntriesByType('navigation')[0].loadEventEnd")
            .as_f64()
            .unwrap()
    }

    /// The drawn state once the page shows `step`.
    fn state(&mut self, step: usize) -> Seen {
        self.wait_for(&format!(
            "document.getElementById('table').dataset.step === '{step}'"
        ));
        let v = self.eval(READ_STATE);
        let strings = |v: &Value| -> Vec<String> {
            v.as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect()
        };
        Seen {
            columns: v["columns"]
                .as_array()
                .unwrap()
                .iter()
                .map(strings)
                .collect(),
            foundations: strings(&v["foundations"]),
            stock: v["stock"].as_u64().unwrap() as usize,
            loose: [
                strings(&v["loose"][0]),
                strings(&v["loose"][1]),
                strings(&v["loose"][2]),
            ],
            gap: v["gap"].as_u64().map(|g| g as usize),
        }
    }

    /// Presses and releases one key, as a keyboard would.
    fn key(&mut self, key: &str) {
        let (code, vk) = match key {
            "ArrowRight" => ("ArrowRight", 39),
            "ArrowLeft" => ("ArrowLeft", 37),
            "Home" => ("Home", 36),
            "End" => ("End", 35),
            " " => ("Space", 32),
            _ => panic!("no key code for {key:?}"),
        };
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": code,
                       "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk}),
            );
        }
    }

    /// Every card label of the pile at `selector` reads (see
    /// [`UNREADABLE_LABELS`]); the pile has `count` cards.
    fn labels_read(&mut self, selector: &str, count: usize, what: &str) {
        let found = self.eval(&format!("{UNREADABLE_LABELS}({selector:?})"));
        assert_eq!(found[0], json!(count), "{what}: cards drawn");
        assert_eq!(found[1], json!([]), "{what}: labels that do not read");
    }
}
