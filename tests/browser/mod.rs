//! A headless Chromium driven over its DevTools protocol, through
//! `--remote-debugging-pipe` (two named pipes, no crate), for the tests of
//! the pages milligan writes: the replay page and the report.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A headless Chromium spoken to over its DevTools pipe.
pub struct Chrome {
    child: Child,
    to: File,
    from: BufReader<File>,
    next_id: u64,
    session: String,
}

impl Chrome {
    pub fn launch(browser: &Path, dir: &Path) -> Chrome {
        let (to_path, from_path) = (dir.join("cdp-in"), dir.join("cdp-out"));
        for p in [&to_path, &from_path] {
            let made = Command::new("mkfifo").arg(p).status().unwrap();
            assert!(made.success(), "mkfifo {}", p.display());
        }
        // Chromium reads commands on fd 3 and answers on fd 4; the shell
        // puts the named pipes there.
        let script = format!(
            "exec '{}' --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
             --disable-background-networking --disable-component-update --disable-sync \
             --hide-scrollbars --user-data-dir='{}' --remote-debugging-pipe 3<'{}' 4>'{}'",
            browser.display(),
            dir.join("profile").display(),
            to_path.display(),
            from_path.display()
        );
        let child = Command::new("sh")
            .args(["-c", &script])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let to = File::options().write(true).open(&to_path).unwrap();
        let from = BufReader::new(File::open(&from_path).unwrap());
        // A hung browser must not hang the test suite.
        let pid = child.id();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(300));
            let _ = Command::new("kill").arg(pid.to_string()).status();
        });
        let mut chrome = Chrome {
            child,
            to,
            from,
            next_id: 0,
            session: String::new(),
        };
        let target = chrome.call("Target.createTarget", json!({"url": "about:blank"}));
        let attached = chrome.call(
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
        );
        chrome.session = attached["sessionId"].as_str().unwrap().to_string();
        chrome.call("Page.enable", json!({}));
        chrome.call(
            "Emulation.setFocusEmulationEnabled",
            json!({"enabled": true}),
        );
        chrome
    }

    /// Sends one command and waits for its answer (events are skipped).
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let mut message = json!({"id": self.next_id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        loop {
            let mut buf = Vec::new();
            let n = self.from.read_until(0, &mut buf).unwrap();
            assert!(n > 0, "the browser closed its pipe during {method}");
            buf.pop();
            let answer: Value = serde_json::from_slice(&buf).unwrap();
            if answer["id"] == json!(self.next_id) {
                assert!(answer.get("error").is_none(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    /// Evaluates a script expression in the page and returns its value.
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    pub fn wait_for(&mut self, condition: &str) {
        let start = Instant::now();
        while self.eval(&format!("!!({condition})")) != json!(true) {
            if start.elapsed() > Duration::from_secs(10) {
                let now = self.eval(
                    "location.href + (document.getElementById('table') ? \
                     ' drawn: ' + document.getElementById('table').dataset.step : '')",
                );
                panic!("timed out waiting for {condition}; the page is at {now}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The whole page at the current width, scrolled through: the page
    /// keeps its layout for the window size (it is drawn for the window's
    /// height, and the capture would otherwise redraw it for a taller one).
    pub fn full_page_screenshot(&mut self, path: &Path) {
        self.eval("addEventListener('resize', e => e.stopImmediatePropagation(), true)");
        let metrics = self.call("Page.getLayoutMetrics", json!({}));
        let size = &metrics["cssContentSize"];
        let shot = self.call(
            "Page.captureScreenshot",
            json!({"format": "png", "captureBeyondViewport": true,
                   "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}}),
        );
        std::fs::write(path, base64(shot["data"].as_str().unwrap())).unwrap();
    }

    /// Loads `url` as a new document and waits until it has loaded. A page
    /// already open at another `#fragment` of the same file would take the
    /// new URL as a same-document hash change (no reload, no new load
    /// event), so every load starts from a blank document.
    pub fn navigate(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": "about:blank"}));
        self.wait_for("location.href === 'about:blank' && document.readyState === 'complete'");
        self.call("Page.navigate", json!({"url": url}));
        self.wait_for("location.href !== 'about:blank' && document.readyState === 'complete'");
    }

    /// Sets the window size.
    pub fn resize(&mut self, width: u32, height: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}),
        );
    }

    pub fn screenshot(&mut self, path: &Path) {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}));
        std::fs::write(path, base64(shot["data"].as_str().unwrap())).unwrap();
    }
}

impl Drop for Chrome {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn base64(text: &str) -> Vec<u8> {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let value: BTreeMap<u8, u32> = alphabet
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u32))
        .collect();
    let digits: Vec<u32> = text
        .bytes()
        .filter_map(|c| value.get(&c).copied())
        .collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk.iter().fold(0u32, |n, &d| n << 6 | d) << (6 * (4 - chunk.len()));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// The browser to use, or `None` (after a loud note) when there is none and
/// this is not CI.
pub fn find_browser(what: &str) -> Option<PathBuf> {
    let candidates = std::env::var_os("MILLIGAN_CHROMIUM")
        .map(PathBuf::from)
        .into_iter()
        .chain(
            ["chromium", "chromium-browser", "google-chrome"]
                .iter()
                .flat_map(|name| {
                    std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
                        .map(move |dir| dir.join(name))
                        .collect::<Vec<_>>()
                }),
        );
    for path in candidates {
        if path.is_file() {
            return Some(path);
        }
    }
    let ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false");
    assert!(
        !ci,
        "CI is set but no Chromium was found: install it (apt-get install -y chromium) \
         or point MILLIGAN_CHROMIUM at a Chromium binary"
    );
    // Straight to the terminal: cargo test would swallow eprintln! of a
    // passing test.
    let _ = std::io::stderr().write_all(
        format!(
            "\n*** SKIPPED, no Chromium found: {what} NOT tested in a browser.\n*** Install it \
             (Debian: apt-get update && apt-get install -y chromium) or set \
             MILLIGAN_CHROMIUM=/path/to/chromium.\n\n"
        )
        .as_bytes(),
    );
    None
}
