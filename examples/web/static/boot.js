// Starts fetching and compiling the rules' WebAssembly as soon as the
// page's head is read, while the page's modules load: app.js takes the
// compiled module from here.
(function () {
  const url = new URL("pkg/dist/chaturanga.wasm", document.baseURI);
  const res = fetch(url);
  window.chaturangaWasm = (WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(res).catch(() => fetch(url).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)))
    : res.then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)));
  window.chaturangaWasm.catch(() => {});
})();
