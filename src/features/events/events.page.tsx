import { Route, Switch } from "wouter";
import { PATTERNS } from "@/lib/paths";
import { EventDetailsPage } from "./event-details.page";
import { EVENT_SCREENS } from "./event-kinds";
import { EventListPage } from "./event-list.page";
import TodayPage from "./today.page";

/**
 * The seven events screens are one module of the route table (src/app/routes.ts), as the money
 * screens are: one lazy import keeps the start bundle, which lists every lazy chunk, within its
 * budget (`npm run bench -- "first screens"`).
 */
export default function EventsPage() {
  return (
    <Switch>
      <Route path={PATTERNS.today} component={TodayPage} />
      {EVENT_SCREENS.map(({ path, kind, details }) => (
        <Route key={path} path={path}>
          {() => (details ? <EventDetailsPage kind={kind} /> : <EventListPage kind={kind} />)}
        </Route>
      ))}
    </Switch>
  );
}
