/**
 * The join page's only script (decision 0051), inline at the end of its HTML: it runs as soon as
 * the page is parsed, so nothing on the page waits for a bundle, and the page ships no framework.
 * What it does, reading its settings from `#join-page`'s data attributes:
 *
 * - after Join, goes to the room (`#room-link`), replacing the answer to the form in the history;
 * - reloads the page when the room opens (`data-opens-in`, seconds, from the server's clock);
 * - while someone waits, reloads when the other arrives: on the live update "waiting-room" when
 *   signed in (`data-watch="live"`), else every `data-poll-ms` (`data-watch="poll"`), never while
 *   the connection check runs;
 * - keeps the "audio only" box as she left it, and the check's advice, across reloads;
 * - runs the connection check: camera and microphone permission (released at once; a question
 *   left unanswered for 10 seconds counts as not allowed), and a timed
 *   download of `/api/video/probe`; below `data-threshold` kbps it ticks "audio only" and shows
 *   the advice. The check's button is hidden in the HTML and shown here, so without scripts there
 *   is no button that does nothing.
 *
 * The words come from the page (data attributes from domain/video.ts's JOIN_TEXT).
 */
export const JOIN_PAGE_SCRIPT = `(function(){
var d=document,root=d.getElementById("join-page");if(!root)return;
var go=d.getElementById("room-link");if(go){location.replace(go.href);return;}
var ds=root.dataset,checking=false;
var opensIn=Number(ds.opensIn);
if(opensIn>0&&opensIn<86400)setTimeout(function(){location.reload();},opensIn*1000+1000);
var box=d.getElementById("audio-only"),key="join-audio-only:"+ds.session,slowKey="join-slow:"+ds.session;
var slow=d.getElementById("check-slow");
function stored(k){try{return sessionStorage.getItem(k);}catch(e){return null;}}
function store(k,v){try{sessionStorage.setItem(k,v);}catch(e){}}
if(slow&&stored(slowKey)==="1")slow.hidden=false;
if(box){if(stored(key)==="1")box.checked=true;
box.addEventListener("change",function(){store(key,box.checked?"1":"0");});}
if(ds.watch==="live"&&window.EventSource){var es=new EventSource("/api/events");
es.addEventListener("update",function(ev){try{if(JSON.parse(ev.data).topic==="waiting-room"&&!checking)location.reload();}catch(e){}});}
else if(ds.watch==="poll"){setInterval(function(){if(!checking)location.reload();},Number(ds.pollMs)||15000);}
var button=d.getElementById("check-connection"),out=d.getElementById("check-result");
if(!button||!out)return;
button.hidden=false;
function say(lines){out.textContent="";lines.forEach(function(t){var p=d.createElement("p");p.textContent=t;out.appendChild(p);});}
function devices(){var m=navigator.mediaDevices;
if(!m||!m.getUserMedia)return Promise.resolve(ds.textMissing);
var asked=m.getUserMedia({audio:true,video:true}).then(function(s){s.getTracks().forEach(function(t){t.stop();});return ds.textAllowed;},function(){return ds.textDenied;});
return Promise.race([asked,new Promise(function(ok){setTimeout(function(){ok(ds.textDenied);},10000);})]);}
function speed(){var t0=performance.now();
return fetch("/api/video/probe?at="+Date.now(),{cache:"no-store"}).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.arrayBuffer();})
.then(function(b){return Math.round(b.byteLength*8/Math.max(performance.now()-t0,1));});}
button.addEventListener("click",function(){
checking=true;button.disabled=true;say([ds.textChecking]);
Promise.all([devices(),speed()]).then(function(r){
var kbps=r[1],isSlow=kbps<Number(ds.threshold);
say([r[0],ds.textSpeed.replace("{kbps}",String(kbps))]);
if(slow)slow.hidden=!isSlow;store(slowKey,isSlow?"1":"0");
if(isSlow&&box){box.checked=true;store(key,"1");}
},function(){say([ds.textFailed]);}).then(function(){checking=false;button.disabled=false;});
});
})();`;
