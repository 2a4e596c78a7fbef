//! One check's page: its own browser context behind the audit's proxy, the
//! load options of the check, what the page logs, and the runner's helpers
//! (`page.js`), called in the page's isolated world.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use chromiumoxide::cdp::browser_protocol::browser::BrowserContextId;
use chromiumoxide::cdp::browser_protocol::dom::{BackendNodeId, DescribeNodeParams, ResolveNodeParams};
use chromiumoxide::cdp::browser_protocol::emulation::{
    MediaFeature, SetEmulatedMediaParams, SetScriptExecutionDisabledParams, SetTimezoneOverrideParams,
};
#[allow(deprecated)] // See `set_offline`.
use chromiumoxide::cdp::browser_protocol::network::EmulateNetworkConditionsParams;
use chromiumoxide::cdp::browser_protocol::network::EventRequestWillBeSent;
use chromiumoxide::cdp::browser_protocol::page::{
    AddScriptToEvaluateOnNewDocumentParams, CaptureScreenshotFormat, CaptureScreenshotParams,
    EventJavascriptDialogOpening, HandleJavaScriptDialogParams,
};
use chromiumoxide::cdp::browser_protocol::target::{CreateBrowserContextParams, CreateTargetParams};
use chromiumoxide::cdp::js_protocol::runtime::{
    CallArgument, CallFunctionOnParams, EventConsoleApiCalled, EventExceptionThrown, GetPropertiesParams,
    RemoteObjectId,
};
use chromiumoxide::{Browser, Page};
use frontloop_checks::stories::{ColorScheme, Load, Size};
use futures::StreamExt;
use serde_json::Value;

use super::super::rendered::{console_error, exception_text, set_viewport};

/// The helpers of `page.js`, by name.
static HELPERS: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    let source = include_str!("page.js");
    source
        .split("/* ")
        .skip(1)
        .filter_map(|part| {
            let (head, body) = part.split_once("*/")?;
            let name = head.split(':').next()?.trim();
            Some((name, body.trim()))
        })
        .collect()
});

/// What the page did since its first load.
#[derive(Default)]
pub struct Log {
    /// Console errors and uncaught exceptions.
    pub console_errors: Vec<String>,
    /// Requests made: method and URL.
    pub requests: Vec<(String, String)>,
    /// When the last request started.
    pub last_request: Option<Instant>,
}

/// A check's page.
pub struct CheckPage {
    pub page: Page,
    context: BrowserContextId,
    url: String,
    pub log: Arc<Mutex<Log>>,
    watchers: Vec<tokio::task::JoinHandle<()>>,
    viewport: Mutex<Size>,
}

fn devtools(e: chromiumoxide::error::CdpError) -> String {
    format!("The browser failed: {e}")
}

impl CheckPage {
    /// A page in a context of its own, set up as `load` says, on about:blank.
    pub async fn open(cdp: &Browser, proxy: SocketAddr, site: &url::Url, load: &Load) -> Result<CheckPage, String> {
        let url = match &load.path {
            Some(path) => site.join(path).map_err(|e| format!("The check's path does not apply to the site: {e}"))?,
            None => site.clone(),
        };
        let context = cdp
            .create_browser_context(CreateBrowserContextParams {
                dispose_on_detach: Some(true),
                proxy_server: Some(format!("http://{proxy}")),
                // Loopback too goes through the proxy, as in the browser's own
                // settings (`browser.rs`).
                proxy_bypass_list: Some("<-loopback>".into()),
                ..CreateBrowserContextParams::default()
            })
            .await
            .map_err(devtools)?;
        let target = CreateTargetParams::builder()
            .url("about:blank")
            .browser_context_id(context.clone())
            .build()
            .map_err(|e| format!("The browser failed: {e}"))?;
        let page = cdp.new_page(target).await.map_err(devtools)?;
        let log = Arc::new(Mutex::new(Log::default()));
        let watchers = watch(&page, &log).await.map_err(devtools)?;
        let page =
            CheckPage { page, context, url: url.to_string(), log, watchers, viewport: Mutex::new(load.viewport) };
        page.set_up(load).await.map_err(devtools)?;
        Ok(page)
    }

    async fn set_up(&self, load: &Load) -> Result<(), chromiumoxide::error::CdpError> {
        self.metrics(load.viewport).await?;
        if !load.javascript {
            self.page.execute(SetScriptExecutionDisabledParams::new(true)).await?;
        }
        let mut features = Vec::new();
        if load.reduced_motion {
            features.push(MediaFeature::new("prefers-reduced-motion", "reduce"));
        }
        if let Some(scheme) = load.color_scheme {
            let value = match scheme {
                ColorScheme::Light => "light",
                ColorScheme::Dark => "dark",
            };
            features.push(MediaFeature::new("prefers-color-scheme", value));
        }
        if !features.is_empty() {
            self.page.execute(SetEmulatedMediaParams::builder().features(features).build()).await?;
        }
        if let Some(date) = &load.date {
            self.page.execute(SetTimezoneOverrideParams::new("UTC")).await?;
            // The page's clock starts at the instant and flows on.
            let shim = format!(
                "(() => {{ const offset = Date.parse({date:?}) - Date.now(); const Real = Date; \
                 class CheckDate extends Real {{ constructor(...a) {{ if (a.length === 0) super(Real.now() + offset); \
                 else super(...a) }} static now() {{ return Real.now() + offset }} }} \
                 globalThis.Date = CheckDate }})()"
            );
            self.page.execute(AddScriptToEvaluateOnNewDocumentParams::new(shim)).await?;
        }
        Ok(())
    }

    /// Loads the check's address and lets the page settle.
    pub async fn load(&self) -> Result<(), String> {
        self.page.goto(self.url.as_str()).await.map_err(|e| format!("The page could not be loaded: {e}"))?;
        self.settle().await;
        Ok(())
    }

    /// Reloads the page (storage kept) and lets it settle.
    pub async fn reload(&self) -> Result<(), String> {
        self.page.reload().await.map_err(|e| format!("The page could not be reloaded: {e}"))?;
        self.settle().await;
        Ok(())
    }

    /// Waits until no request started for a moment (at most three seconds).
    async fn settle(&self) {
        let until = Instant::now() + Duration::from_secs(3);
        loop {
            tokio::time::sleep(Duration::from_millis(50)).await;
            let last = self.log.lock().ok().and_then(|log| log.last_request);
            if last.is_none_or(|at| at.elapsed() >= Duration::from_millis(300)) || Instant::now() >= until {
                break;
            }
        }
        // Two frames, so that what the load scheduled has painted.
        let _ = self.call(None, "frames", Vec::new()).await;
    }

    async fn metrics(&self, size: Size) -> Result<(), chromiumoxide::error::CdpError> {
        let mobile = size.width < 768;
        set_viewport(&self.page, i64::from(size.width), i64::from(size.height), mobile).await
    }

    /// Resizes the page.
    pub async fn set_viewport(&self, size: Size) -> Result<(), String> {
        self.metrics(size).await.map_err(devtools)?;
        if let Ok(mut viewport) = self.viewport.lock() {
            *viewport = size;
        }
        let _ = self.call(None, "frames", Vec::new()).await;
        Ok(())
    }

    /// The viewport the page has now.
    pub fn viewport(&self) -> Size {
        self.viewport.lock().map(|size| *size).unwrap_or(frontloop_checks::stories::DEFAULT_VIEWPORT)
    }

    /// Cuts or restores the page's network. The command is deprecated for
    /// a pair (`emulateNetworkConditionsByRule` and `overrideNetworkState`)
    /// that older Chromium builds lack; this one does both at once, still.
    #[allow(deprecated)]
    pub async fn set_offline(&self, offline: bool) -> Result<(), String> {
        let params = EmulateNetworkConditionsParams::new(offline, 0.0, -1.0, -1.0);
        self.page.execute(params).await.map(|_| ()).map_err(devtools)
    }

    /// Calls the helper `name` with `this` the object `on` (else the page's
    /// isolated world), its value returned as JSON.
    pub async fn call(&self, on: Option<&RemoteObjectId>, name: &str, args: Vec<Value>) -> Result<Value, String> {
        let answer = self.invoke(on, name, args, true).await?;
        Ok(answer.value.unwrap_or(Value::Null))
    }

    /// Calls the helper `name`, the result kept in the page (an object).
    pub async fn call_for_object(
        &self,
        on: Option<&RemoteObjectId>,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Option<RemoteObjectId>, String> {
        Ok(self.invoke(on, name, args, false).await?.object_id)
    }

    async fn invoke(
        &self,
        on: Option<&RemoteObjectId>,
        name: &str,
        args: Vec<Value>,
        by_value: bool,
    ) -> Result<chromiumoxide::cdp::js_protocol::runtime::RemoteObject, String> {
        let function = HELPERS.get(name).ok_or_else(|| format!("no helper {name}"))?;
        let mut params = CallFunctionOnParams::new(*function);
        params.arguments = Some(
            args.into_iter().map(|value| CallArgument { value: Some(value), ..CallArgument::default() }).collect(),
        );
        params.return_by_value = Some(by_value);
        params.await_promise = Some(true);
        match on {
            Some(object) => params.object_id = Some(object.clone()),
            None => {
                let world = self.page.secondary_execution_context().await.map_err(devtools)?;
                params.execution_context_id = Some(world.ok_or("The page has no document to check.")?);
            }
        }
        let answer = self.page.execute(params).await.map_err(|e| format!("The page stopped answering: {e}"))?;
        if let Some(exception) = &answer.result.exception_details {
            let detail = exception.exception.as_ref().and_then(|e| e.description.clone());
            return Err(detail.unwrap_or_else(|| exception.text.clone()).lines().next().unwrap_or_default().to_owned());
        }
        Ok(answer.result.result.clone())
    }

    /// The elements of an array object the page holds.
    pub async fn elements(&self, array: &RemoteObjectId) -> Result<Vec<RemoteObjectId>, String> {
        let properties = self
            .page
            .execute(
                GetPropertiesParams::builder()
                    .object_id(array.clone())
                    .own_properties(true)
                    .build()
                    .map_err(|e| e.to_string())?,
            )
            .await
            .map_err(devtools)?;
        let mut indexed: Vec<(usize, RemoteObjectId)> = properties
            .result
            .result
            .iter()
            .filter_map(|p| Some((p.name.parse().ok()?, p.value.as_ref()?.object_id.clone()?)))
            .collect();
        indexed.sort_by_key(|(n, _)| *n);
        Ok(indexed.into_iter().map(|(_, id)| id).collect())
    }

    /// The accessibility tree's id of an element.
    pub async fn backend_id(&self, object: &RemoteObjectId) -> Result<BackendNodeId, String> {
        let node = self
            .page
            .execute(DescribeNodeParams::builder().object_id(object.clone()).build())
            .await
            .map_err(devtools)?;
        Ok(node.result.node.backend_node_id)
    }

    /// An element of the accessibility tree as an object of the isolated world.
    pub async fn object_of(&self, node: BackendNodeId) -> Result<Option<RemoteObjectId>, String> {
        let world = self.page.secondary_execution_context().await.map_err(devtools)?;
        let mut params = ResolveNodeParams::builder().backend_node_id(node).build();
        params.execution_context_id = world;
        let resolved = self.page.execute(params).await.map_err(devtools)?;
        Ok(resolved.result.object.object_id.clone())
    }

    /// A PNG of the viewport as it is.
    pub async fn screenshot(&self) -> Option<Vec<u8>> {
        let params = CaptureScreenshotParams { format: Some(CaptureScreenshotFormat::Png), ..Default::default() };
        let shot = self.page.execute(params).await.ok()?;
        let data: &str = shot.result.data.as_ref();
        base64::engine::general_purpose::STANDARD.decode(data).ok()
    }

    /// Closes the page and forgets its context (its storage with it).
    pub async fn close(self, cdp: &Browser) {
        for watcher in &self.watchers {
            watcher.abort();
        }
        let _ = self.page.close().await;
        let _ = cdp.dispose_browser_context(self.context).await;
    }
}

/// Records console errors, exceptions and requests; dismisses dialogs.
async fn watch(
    page: &Page,
    log: &Arc<Mutex<Log>>,
) -> Result<Vec<tokio::task::JoinHandle<()>>, chromiumoxide::error::CdpError> {
    let mut console = page.event_listener::<EventConsoleApiCalled>().await?;
    let mut exceptions = page.event_listener::<EventExceptionThrown>().await?;
    let mut requests = page.event_listener::<EventRequestWillBeSent>().await?;
    let mut dialogs = page.event_listener::<EventJavascriptDialogOpening>().await?;
    let (l1, l2, l3) = (log.clone(), log.clone(), log.clone());
    let dialog_page = page.clone();
    Ok(vec![
        tokio::spawn(async move {
            while let Some(event) = console.next().await {
                if let Some(text) = console_error(&event) {
                    if let Ok(mut log) = l1.lock() {
                        log.console_errors.push(text.chars().take(300).collect());
                    }
                }
            }
        }),
        tokio::spawn(async move {
            while let Some(event) = exceptions.next().await {
                let text = exception_text(&event);
                if let Ok(mut log) = l2.lock() {
                    log.console_errors.push(text.lines().next().unwrap_or_default().chars().take(300).collect());
                }
            }
        }),
        tokio::spawn(async move {
            while let Some(event) = requests.next().await {
                if let Ok(mut log) = l3.lock() {
                    log.requests.push((event.request.method.clone(), event.request.url.clone()));
                    log.last_request = Some(Instant::now());
                }
            }
        }),
        tokio::spawn(async move {
            while dialogs.next().await.is_some() {
                let _ = dialog_page.execute(HandleJavaScriptDialogParams::new(false)).await;
            }
        }),
    ])
}
