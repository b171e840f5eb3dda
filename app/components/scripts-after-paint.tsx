import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's <Scripts>, held back until the page has painted (decision 0025).
 *
 * Every page is readable from its HTML and stylesheet alone. <Scripts> asks the browser to fetch
 * the hydration modules at once (a `modulepreload` per module, hoisted into the head, and a module
 * script that imports them), so on a slow phone network they share the bandwidth with the
 * stylesheet, and Lighthouse counts them on the first paint's path. Here the same elements are
 * rendered, but inert: the preloads are left out and the module script is given a type the
 * browser does not run. A small inline script starts them once the first contentful paint has
 * happened: it preloads the same modules and runs the same module code.
 *
 * Server and browser render the same tree (the browser's first render hydrates it), and after
 * hydration <Scripts> renders nothing, as before.
 */
export function ScriptsAfterPaint(props: ScriptsProps) {
  // Called as a function, not rendered: its elements are what is held back. Its hooks become this
  // component's, always the same ones in the same order.
  const rendered = Scripts(props);
  if (!rendered) return null;
  const preloads: string[] = [];
  const held = holdBack(rendered, preloads);
  return (
    <>
      {held}
      {/* Only the server writes its code: hydration keeps an inline script's text as it is. */}
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; the addresses are the build's, through JSON.stringify.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? starter(preloads) : "" }}
      />
    </>
  );
}

type ScriptsProps = Parameters<typeof Scripts>[0];

/** The id and type of the module script while it waits: not JavaScript, so never run as is. */
export const HELD_MODULE_ID = "hydration-module";
export const HELD_MODULE_TYPE = "text/x-module-after-paint";
/** If no paint is ever reported (an old browser), the scripts start anyway after this long. */
const START_AT_LATEST_MS = 3000;

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** The tree with every module preload taken out (its address kept in `preloads`) and the module script made inert. */
function holdBack(node: ReactNode, preloads: string[]): ReactNode {
  if (!isValidElement<ElementProps>(node)) {
    return Array.isArray(node) ? Children.map(node, (child) => holdBack(child, preloads)) : node;
  }
  const element = node as ReactElement<ElementProps>;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    if (element.props.href) preloads.push(element.props.href);
    return null;
  }
  if (element.type === "script" && element.props.type === "module") {
    return cloneElement(element as ReactElement<Record<string, unknown>>, {
      id: HELD_MODULE_ID,
      type: HELD_MODULE_TYPE,
      async: undefined,
    });
  }
  if (element.type === Fragment) {
    return <Fragment key={element.key}>{holdBack(element.props.children, preloads)}</Fragment>;
  }
  return element;
}

/**
 * The inline script that starts hydration once the first contentful paint is reported (or at
 * once when the page is hidden or prerendered, where nothing paints).
 */
function starter(preloads: string[]): string {
  return `(function(){
var held=document.getElementById(${JSON.stringify(HELD_MODULE_ID)});
if(!held)return;
var preloads=${JSON.stringify(preloads)};
var started=false;
function start(){
if(started)return;started=true;
preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l);});
var s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;document.head.appendChild(s);
}
function soon(){setTimeout(start,0);}
if(document.visibilityState!=="visible"||document.prerendering){start();return;}
setTimeout(start,${START_AT_LATEST_MS});
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0){requestAnimationFrame(soon);return;}
new PerformanceObserver(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon();}
}).observe({type:"paint",buffered:true});
})();`;
}
