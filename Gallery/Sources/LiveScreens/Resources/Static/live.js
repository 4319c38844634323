// The Gallery's live-screen script. It sends clicks up as small JSON events and swaps in the
// HTML fragments the server sends down; every decision is the server's. Without it, every
// link and form still works as plain HTML. After a server restart it reconnects by itself,
// and the server sends the whole screen again, so the page shows the current state.
(() => {
  "use strict";
  const body = document.body;
  const pattern = body.dataset.pattern;
  if (!pattern) return;
  const status = document.getElementById("connection");
  const errorLine = document.getElementById("live-error");
  let socket = null;
  let attempt = 0;
  let farewell = ""; // what the server said when it went away

  const state = (name, text) => {
    body.dataset.live = name;
    if (status) status.textContent = text;
  };
  // The path under the pattern's prefix, as the server names locations: "users/2/photos".
  const currentPath = () => location.pathname.replace(/^\/[^/]+\/?/, "");

  function connect() {
    state("connecting", "Connecting…");
    const url = new URL("/live", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("pattern", pattern);
    url.searchParams.set("path", currentPath());
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => { attempt = 0; farewell = ""; state("live", "Live"); };
    ws.onmessage = (message) => apply(JSON.parse(message.data));
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      state("offline", farewell || "Reconnecting…");
      setTimeout(connect, Math.min(5000, 200 * 2 ** attempt++));
    };
  }

  function apply(message) {
    switch (message.type) {
      case "screen": {
        const main = document.getElementById("screen");
        main.replaceChildren(...message.regions.map((region) => {
          const section = document.createElement("section");
          section.id = region;
          section.dataset.region = region;
          return section;
        }));
        if (currentPath() !== message.path) history.pushState(null, "", new URL(message.path, document.baseURI));
        document.title = document.title.replace(/^[^·]*·/, message.title + " ·");
        for (const link of document.querySelectorAll("[data-pattern-link]")) {
          link.href = "/" + link.dataset.patternLink + "/" + message.path;
        }
        showError("");
        break;
      }
      case "fragment": {
        const section = document.querySelector(`[data-region="${message.region}"]`);
        if (section) section.innerHTML = message.html;
        break;
      }
      case "activity": {
        // The "What just happened" panel: its content only, so it stays open or closed.
        const panel = document.getElementById("activity");
        if (panel) panel.innerHTML = message.html;
        break;
      }
      case "error":
        showError(message.message);
        break;
      case "closing":
        farewell = message.message;
        state("offline", farewell);
        break;
    }
  }

  function showError(text) {
    if (!errorLine) return;
    errorLine.textContent = text;
    errorLine.hidden = text === "";
  }

  // Sends an event if the page is live; otherwise the click goes on as a plain link or form.
  function send(event) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }

  document.addEventListener("click", (click) => {
    const element = click.target.closest("[data-event]");
    if (!element || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const { event, ...fields } = element.dataset;
    if (send({ type: event, ...fields })) click.preventDefault();
  });

  document.addEventListener("submit", (submit) => {
    const form = submit.target.closest("form[data-live-form]");
    if (form && send(Object.fromEntries(new FormData(form)))) submit.preventDefault();
  });

  // Back and forward: the server shows the screen of the new URL on a fresh socket.
  window.addEventListener("popstate", () => {
    const old = socket;
    socket = null;
    if (old) old.close();
    connect();
  });

  connect();
})();
