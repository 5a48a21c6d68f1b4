//! A real browser for the web board's tests: Debian's headless Chromium,
//! driven over the Chrome DevTools Protocol (a WebSocket, through the
//! `tokio-tungstenite` the double already uses), so no WebDriver server or
//! further crate is needed. Missing Chromium skips a test locally (saying
//! so) and fails it under `CI`, as PostgreSQL does.

use std::collections::HashMap;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;

use super::wait;

type Pending = Arc<Mutex<HashMap<u64, oneshot::Sender<Value>>>>;
/// Pages the browser is given instead of fetching them: address, HTML.
type Served = Arc<Mutex<HashMap<String, String>>>;

/// Ids of the calls the reader makes itself, apart from the tests' own
/// (DevTools takes 32-bit ids only).
const READER_IDS: u64 = 1 << 30;

/// A headless Chromium and the connection to it; killed when dropped.
pub struct Browser {
    child: tokio::process::Child,
    send: mpsc::UnboundedSender<String>,
    pending: Pending,
    next: Arc<Mutex<u64>>,
    served: Served,
    _profile: tempfile::TempDir,
}

/// One tab.
pub struct Tab {
    browser: Arc<BrowserLink>,
    session: String,
    target: String,
}

struct BrowserLink {
    send: mpsc::UnboundedSender<String>,
    pending: Pending,
    next: Arc<Mutex<u64>>,
}

fn chromium_path() -> Option<String> {
    if let Ok(path) = std::env::var("CHROMIUM") {
        return Some(path);
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find_map(|name| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|dir| dir.join(name))
                    .find(|p| p.is_file())
                    .map(|p| p.to_string_lossy().into_owned())
            })
        })
}

impl Browser {
    /// Starts Chromium; `None` (having said why) when it is not installed,
    /// a panic under `CI`.
    pub async fn start() -> Option<Browser> {
        let Some(path) = chromium_path() else {
            if std::env::var_os("CI").is_some() {
                panic!("Chromium is required under CI for the web board's browser tests");
            }
            eprintln!(
                "==== skipping a browser test: no chromium (apt-get install chromium; under CI this fails)"
            );
            return None;
        };
        let profile = tempfile::tempdir().unwrap();
        let mut child = tokio::process::Command::new(path)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-extensions",
                "--disable-background-networking",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-port=0",
                "--window-size=1280,900",
                // The Activity's test parent is a `data:` page (an opaque
                // origin, as the Embedded App SDK accepts besides
                // Discord's) framing the bot on loopback; Local Network
                // Access would block that frame. In Discord both sides are
                // public https.
                "--disable-features=LocalNetworkAccessChecks",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .env_remove("http_proxy")
            .env_remove("HTTP_PROXY")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("chromium starts");
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let url = tokio::time::timeout(Duration::from_secs(30), async {
            while let Some(line) = lines.next_line().await.unwrap() {
                if let Some(url) = line.strip_prefix("DevTools listening on ") {
                    return url.trim().to_string();
                }
            }
            panic!("chromium ended without a DevTools address");
        })
        .await
        .expect("chromium says where DevTools listens");
        // Keep reading its stderr so it never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let (socket, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("DevTools connects");
        let (mut sink, mut stream) = socket.split();
        let (send, mut outgoing) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            while let Some(text) = outgoing.recv().await {
                if sink.send(Message::text(text)).await.is_err() {
                    break;
                }
            }
        });
        let pending: Pending = Arc::default();
        let answers = pending.clone();
        let served: Served = Arc::default();
        let pages = served.clone();
        let fulfil = send.clone();
        tokio::spawn(async move {
            let mut own_ids = READER_IDS;
            while let Some(Ok(message)) = stream.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let value: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if let Some(id) = value["id"].as_u64()
                    && let Some(answer) = answers.lock().unwrap().remove(&id)
                {
                    let _ = answer.send(value);
                } else if value["id"].as_u64().is_some_and(|id| id > READER_IDS)
                    && (value.get("error").is_some() || std::env::var_os("BROWSER_DEBUG").is_some())
                {
                    eprintln!("DevTools refused a page served in place: {value}");
                } else if value["method"] == "Fetch.requestPaused" {
                    if std::env::var_os("BROWSER_DEBUG").is_some() {
                        eprintln!("paused: {value}");
                    }
                    // A page served in place of the network (`open_served`).
                    let params = &value["params"];
                    let url = params["request"]["url"].as_str().unwrap_or_default();
                    let page = pages.lock().unwrap().get(url).cloned();
                    own_ids += 1;
                    let call = match page {
                        Some(html) => json!({
                            "id": own_ids,
                            "sessionId": value["sessionId"],
                            "method": "Fetch.fulfillRequest",
                            "params": {
                                "requestId": params["requestId"],
                                "responseCode": 200,
                                "responseHeaders": [{"name": "Content-Type", "value": "text/html; charset=utf-8"}],
                                "body": encode_base64(html.as_bytes()),
                            },
                        }),
                        None => json!({
                            "id": own_ids,
                            "sessionId": value["sessionId"],
                            "method": "Fetch.failRequest",
                            "params": {"requestId": params["requestId"], "errorReason": "BlockedByClient"},
                        }),
                    };
                    let _ = fulfil.send(call.to_string());
                }
            }
        });
        Some(Browser {
            child,
            send,
            pending,
            next: Arc::new(Mutex::new(0)),
            served,
            _profile: profile,
        })
    }

    fn link(&self) -> Arc<BrowserLink> {
        Arc::new(BrowserLink {
            send: self.send.clone(),
            pending: self.pending.clone(),
            next: self.next.clone(),
        })
    }

    /// A new tab showing `url`, `width` × `height` CSS pixels, as a new
    /// visitor: in a browser context of its own (its own cookies and
    /// storage), so two tabs are two people.
    pub async fn open(&self, url: &str, width: u32, height: u32) -> Tab {
        let tab = self.new_tab(width, height).await;
        tab.goto(url).await;
        tab
    }

    /// A new tab showing `html` as if it were served at `url` (for example
    /// a page of `https://discord.com`, which no test can reach): the
    /// browser asks the test for it instead of the network, with the
    /// origin, referrer and security context of that address.
    pub async fn open_served(&self, url: &str, html: &str, width: u32, height: u32) -> Tab {
        self.served
            .lock()
            .unwrap()
            .insert(url.to_string(), html.to_string());
        let tab = self.new_tab(width, height).await;
        tab.call(
            "Fetch.enable",
            json!({"patterns": [{"urlPattern": url, "requestStage": "Request"}]}),
        )
        .await;
        tab.goto(url).await;
        tab
    }

    async fn new_tab(&self, width: u32, height: u32) -> Tab {
        let link = self.link();
        let context = link
            .call(None, "Target.createBrowserContext", json!({}))
            .await;
        let context = context["browserContextId"].as_str().unwrap().to_string();
        let target = link
            .call(
                None,
                "Target.createTarget",
                json!({"url": "about:blank", "browserContextId": context}),
            )
            .await;
        let target_id = target["targetId"].as_str().unwrap().to_string();
        let attached = link
            .call(
                None,
                "Target.attachToTarget",
                json!({"targetId": target_id, "flatten": true}),
            )
            .await;
        let session = attached["sessionId"].as_str().unwrap().to_string();
        let tab = Tab {
            browser: link,
            session,
            target: target_id,
        };
        tab.call("Page.enable", json!({})).await;
        tab.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}),
        )
        .await;
        tab
    }
}

impl Browser {
    /// The frame whose address starts with `prefix` (a cross-site iframe,
    /// a target of its own under site isolation) as a tab: scripts run in
    /// it, and clicks at its own coordinates land in it. Waits for it at
    /// most 10 s.
    pub async fn frame(&self, prefix: &str) -> Tab {
        let link = self.link();
        let mut targets = Value::Null;
        let limit = Duration::from_secs(10);
        let tab = wait::within(limit, async || {
            targets = link.call(None, "Target.getTargets", json!({})).await;
            let found = targets["targetInfos"].as_array().and_then(|all| {
                all.iter().find(|t| {
                    t["type"] == "iframe"
                        && t["url"].as_str().is_some_and(|u| u.starts_with(prefix))
                })
            });
            if let Some(target) = found {
                let attached = link
                    .call(
                        None,
                        "Target.attachToTarget",
                        json!({"targetId": target["targetId"], "flatten": true}),
                    )
                    .await;
                let session = attached["sessionId"].as_str().unwrap().to_string();
                return Some(Tab {
                    browser: link.clone(),
                    session,
                    target: target["targetId"].as_str().unwrap_or_default().to_string(),
                });
            }
            None
        })
        .await;
        tab.unwrap_or_else(|| panic!("no frame at {prefix} within {limit:?}: {targets}"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

impl BrowserLink {
    async fn call(&self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.try_call(session, method, params)
            .await
            .unwrap_or_else(|error| panic!("{method} failed: {error}"))
    }

    /// The call's result, or the error DevTools answered (a page being
    /// replaced by a navigation has no context to evaluate in, for one).
    async fn try_call(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> Result<Value, Value> {
        let id = {
            let mut next = self.next.lock().unwrap();
            *next += 1;
            *next
        };
        let (tx, rx) = oneshot::channel();
        self.pending.lock().unwrap().insert(id, tx);
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        self.send
            .send(message.to_string())
            .expect("DevTools is open");
        let answer = tokio::time::timeout(Duration::from_secs(20), rx)
            .await
            .unwrap_or_else(|_| panic!("no answer to {method}"))
            .expect("DevTools answers");
        match answer.get("error") {
            Some(error) => Err(error.clone()),
            None => Ok(answer["result"].clone()),
        }
    }
}

impl Tab {
    /// Closes the tab, and with it its connections (a live stream holds one
    /// of the six Chromium keeps to a host).
    pub async fn close(self) {
        self.browser
            .call(None, "Target.closeTarget", json!({"targetId": self.target}))
            .await;
    }

    pub async fn call(&self, method: &str, params: Value) -> Value {
        self.browser.call(Some(&self.session), method, params).await
    }

    /// Loads `url` and waits for its document to have loaded.
    pub async fn goto(&self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.wait_for("document.readyState === 'complete' && location.href !== 'about:blank'")
            .await;
    }

    /// The value of the JavaScript `expression` (promises awaited).
    pub async fn eval(&self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "awaitPromise": true, "returnByValue": true}),
            )
            .await;
        if let Some(exception) = result.get("exceptionDetails") {
            panic!("{expression} threw: {exception}");
        }
        result["result"]["value"].clone()
    }

    /// Waits until `condition` is true in the page: at most 30 s, which a
    /// page on a loaded 2-core machine running the whole suite needs, and
    /// only a failing test waits out.
    pub async fn wait_for(&self, condition: &str) {
        self.wait_for_within(condition, Duration::from_secs(30))
            .await
            .unwrap_or_else(|| panic!("never true: {condition}"));
    }

    /// How long `condition` took to become true, or `None` past `limit`.
    pub async fn wait_for_within(&self, condition: &str, limit: Duration) -> Option<Duration> {
        let start = std::time::Instant::now();
        let expression = format!("Boolean({condition})");
        let held = wait::within(limit, async || {
            // Between two pages (a click that navigates) there is nothing to
            // evaluate in, or the condition's elements are not there yet:
            // not true yet.
            let answer = self
                .browser
                .try_call(
                    Some(&self.session),
                    "Runtime.evaluate",
                    json!({"expression": expression, "awaitPromise": true, "returnByValue": true}),
                )
                .await;
            answer
                .is_ok_and(|result| result["result"]["value"] == json!(true))
                .then_some(())
        })
        .await;
        held.map(|()| start.elapsed())
    }

    /// A real mouse click (pressed and released) at the centre of the
    /// element `selector` finds.
    pub async fn click(&self, selector: &str) {
        assert!(
            self.click_if_present(selector).await,
            "nothing to click: {selector}"
        );
    }

    /// Clicks the element `selector` finds, if the page still has one: a
    /// page that redraws itself can drop it between a check and the click.
    /// Scrolled into view first, as a person would.
    pub async fn click_if_present(&self, selector: &str) -> bool {
        let at = self
            .eval(&format!(
                "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; e.scrollIntoView({{block: 'nearest', inline: 'nearest'}}); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
            ))
            .await;
        let (Some(x), Some(y)) = (at[0].as_f64(), at[1].as_f64()) else {
            return false;
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
        true
    }

    /// The page as a PNG.
    pub async fn screenshot(&self) -> Vec<u8> {
        let shot = self
            .call(
                "Page.captureScreenshot",
                json!({"format": "png", "captureBeyondViewport": true}),
            )
            .await;
        decode_base64(shot["data"].as_str().unwrap())
    }
}

/// Standard base64, as DevTools sends pictures.
fn encode_base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let bytes: Vec<u8> = text.bytes().filter(|&c| c != b'=').collect();
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let v: Vec<u32> = chunk.iter().map(|&c| u32::from(value(c))).collect();
        let n = v.iter().fold(0u32, |acc, x| acc << 6 | x) << (6 * (4 - v.len()));
        let take = v.len() - 1;
        out.extend_from_slice(&n.to_be_bytes()[1..1 + take]);
    }
    out
}

#[test]
fn base64_decodes() {
    assert_eq!(decode_base64("aGVsbG8="), b"hello");
    assert_eq!(decode_base64("aGk="), b"hi");
    assert_eq!(decode_base64("YWJj"), b"abc");
    for text in ["", "h", "hi", "hello", "<p>é</p>"] {
        assert_eq!(
            decode_base64(&encode_base64(text.as_bytes())),
            text.as_bytes()
        );
    }
    assert_eq!(encode_base64(b"hello"), "aGVsbG8=");
}
