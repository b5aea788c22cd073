import { StrictMode } from "react";
import { Providers } from "./providers";
import { RouteContextProvider } from "./route-context";
import { AppRouter } from "./router";
import "./first-screen.css";
import "./app.css";

export function App() {
  return (
    <Providers>
      <RouteContextProvider>
        <AppRouter />
      </RouteContextProvider>
    </Providers>
  );
}

/** What src/main.tsx renders, or hydrates over the build's prerender (src/app/prerender.tsx). */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
