import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportVitals } from "./lib/vitals";

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

// Hydrate as soon as the scripts have run: the page already works as HTML
// (links and forms), and every moment before hydration is one where a
// script-driven control does nothing.
hydrate();
// Real-user measurements: a sampled share of page views fetch the measuring code.
reportVitals();
