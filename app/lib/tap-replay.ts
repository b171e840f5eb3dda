/**
 * Taps before hydration (decision 0048).
 *
 * A page paints from its HTML before its scripts arrive (decision 0025), so for a moment its
 * React controls (tabs, buttons that open dialogs or menus) are drawn but do nothing, and a
 * tap on one is lost: nothing happens then, nor when the scripts arrive. This script, inline in
 * the head of every page, keeps the last such tap and gives it again once React has hydrated
 * (the root marks `<html data-hydrated>`), the technique of Angular's event replay and Google's
 * JSAction.
 *
 * Which taps: on a `button`, a `[role=tab]` or anything marked `data-replay`, while `<html>` has
 * no `data-hydrated`. Not on links, nor on a button that opens a dialog by itself (`commandfor`),
 * nor on a submit button of a form with a `method` (React Router's forms post by themselves
 * without scripts): those work natively and are left alone, so they never happen twice. A submit
 * button of a form without a `method` is a form React submits: its native submission (a GET to
 * the same page, fields in the address) is stopped and replayed.
 *
 * The pointer and mouse events before a kept click are stopped too, so that a component React is
 * already hydrating cannot act on the first tap as well as on its replay. The replay gives the
 * element the same sequence (pointerdown, mousedown, pointerup, mouseup, click): Radix's tabs
 * open on mousedown, its dialogs on click. Only the last tap is replayed, once.
 *
 * A tab shows at once: the script selects it and shows its panel (`aria-selected`, `data-state`,
 * the panels' `hidden`, through `aria-controls`), as Radix's tabs would; the replay then brings
 * React's state to the same tab. A dialog or menu opens only with the replay, once hydrated.
 *
 * The element is kept by reference; if React replaced it while hydrating, it is found again as
 * the same-numbered control in document order, if its text is the same.
 *
 * Leaving before hydration: a tap on a link to another page of the site (not a download, not in
 * another window, no modifier key) or a form's native submission stops the page's own loading
 * (`window.stop()`) before the browser follows it. The page's scripts, still arriving, would
 * otherwise share a slow connection with the next page and delay it; that page brings its own.
 * A link to a file must carry `download`, so that the page it leaves is not left without them.
 */
export const TAP_REPLAY_SCRIPT = `(function(){
var d=document,h=d.documentElement,S="button,[role=tab],[data-replay]",last=null;
function ready(){return h.hasAttribute("data-hydrated");}
function control(e){
var t=e.target;t=t&&t.closest&&t.closest(S);
if(!t||t.disabled||t.closest("a[href]")||t.hasAttribute("commandfor"))return null;
var f=t.form;
if(f&&t.type==="submit"&&t.tagName==="BUTTON"&&f.hasAttribute("method"))return null;
return t;}
function hold(e){if(!ready()&&control(e))e.stopImmediatePropagation();}
["pointerdown","mousedown","pointerup","mouseup"].forEach(function(n){addEventListener(n,hold,true);});
addEventListener("click",function(e){
if(ready())return;var t=control(e);if(!t)return;
e.stopImmediatePropagation();if(t.form&&t.type==="submit")e.preventDefault();
last={el:t,i:[].indexOf.call(d.querySelectorAll(S),t),text:t.textContent};
var l=t.getAttribute("role")==="tab"&&t.closest("[role=tablist]");
if(l)l.querySelectorAll("[role=tab]").forEach(function(x){var on=x===t,p=d.getElementById(x.getAttribute("aria-controls"));
x.setAttribute("aria-selected",on);x.setAttribute("data-state",on?"active":"inactive");
if(p){p.hidden=!on;p.setAttribute("data-state",on?"active":"inactive");}});},true);
function replay(){
if(!last)return;var t=last.el,l=last;last=null;
if(!t.isConnected){t=d.querySelectorAll(S)[l.i];if(!t||t.textContent!==l.text)return;}
["pointerdown","mousedown","pointerup","mouseup"].forEach(function(n){
var o={bubbles:true,cancelable:true,composed:true,button:0,view:window};
t.dispatchEvent(n[0]==="p"?new PointerEvent(n,Object.assign({pointerType:"mouse",isPrimary:true},o)):new MouseEvent(n,o));});
t.click();}
function leave(e,t){if(!ready()&&!e.defaultPrevented&&(!t||t==="_self"))try{window.stop();}catch(x){}}
addEventListener("click",function(e){
var a=e.target&&e.target.closest&&e.target.closest("a[href]");
if(!a||a.hasAttribute("download")||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var u=new URL(a.href,location.href);
if(u.origin!==location.origin||(u.hash&&u.pathname===location.pathname&&u.search===location.search))return;
leave(e,a.target);});
addEventListener("submit",function(e){leave(e,e.target.target);});
new MutationObserver(function(m,o){if(ready()){o.disconnect();setTimeout(replay,0);}}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]});
})();`;
