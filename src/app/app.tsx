import { Providers } from "./providers";
import { RouteContextProvider } from "./route-context";
import { AppRouter } from "./router";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
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
