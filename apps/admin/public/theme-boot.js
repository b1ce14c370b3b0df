// Applies the console's stored theme before the first paint; a plain file so a strict CSP allows it.
(() => {
  var theme = "dark";
  try {
    if (localStorage.getItem("console.theme") === "light") theme = "light";
  } catch {}
  document.documentElement.setAttribute("data-theme", theme);
  document.documentElement.style.colorScheme = theme;
})();
