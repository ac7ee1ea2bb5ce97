// The Grundy sequence of a heap game, plotted with its proven period.

import {$, svg} from './dom.js';
import {largest} from './format.js';
import {tr} from './i18n.js';
import {api, failureText, isCancelled} from './requests.js';

// ------------------------------------------------------------ sequences --

export async function plot(gameName, upto) {
  try {
    const answer = await api(`api/seq?game=${encodeURIComponent(gameName)}&upto=${upto}`);
    drawPlot(answer, $("plot"));
    $('period').textContent = answer.period ?
        tr('Period {} from heap {} on (proven: {}).', answer.period.length, answer.period.preperiod,
           answer.proof) :
        tr('No period proven in these values.');
  } catch (error) {
    $('period').textContent = failureText(error);
    if (!isCancelled(error)) $("plot").replaceChildren();
  }
}

// The plot is drawn as wide as it is shown, from 300 to 800 px, so that its
// text is at its own size (12 px) on a phone too; drawn again when that
// width changes (a phone turned, a window narrowed).
const plotWidth = (container) =>
    Math.min(800, Math.max(300, Math.floor(container.getBoundingClientRect().width) || 800));
const shownPlots = new WeakMap();  // container -> {answer, width}
let plotResizes = null;

function redrawOnResize(container) {
  plotResizes ||= new ResizeObserver((entries) => {
    for (const {target} of entries) {
      const shown = shownPlots.get(target);
      if (shown && plotWidth(target) !== shown.width) drawPlot(shown.answer, target);
    }
  });
  plotResizes.observe(container);
}

export function drawPlot(answer, container) {
  container.replaceChildren();
  const values = answer.values;
  const maxValue = largest(values, 1);
  const w = plotWidth(container), h = 260, left = 40, bottom = 30;
  shownPlots.set(container, {answer, width: w});
  redrawOnResize(container);
  const x = (n) => left + (n / Math.max(1, values.length - 1)) * (w - left - 10);
  const y = (v) => h - bottom - (v / maxValue) * (h - bottom - 10);
  const image = svg('svg', {
    viewBox: `0 0 ${w} ${h}`,
    role: 'img',
    'aria-label': tr('Grundy values of {}', answer.game)
  });
  if (answer.period && answer.period.preperiod < values.length) {
    image.append(svg("rect", {x: x(answer.period.preperiod), y: 5, class: "period",
                              width: Math.max(0, x(values.length - 1) - x(answer.period.preperiod)),
                              height: h - bottom - 5, fill: "#e6f4ea"}));
  }
  image.append(svg("line", {x1: left, y1: h - bottom, x2: w - 10, y2: h - bottom, stroke: "#9aa0a6"}));
  image.append(svg("text", {x: left, y: h - 8, "font-size": 12}, "0"));
  image.append(svg("text", {x: w - 60, y: h - 8, "font-size": 12}, `n = ${values.length - 1}`));
  image.append(svg("text", {x: 2, y: 16, "font-size": 12}, `G ≤ ${maxValue}`));
  values.forEach((v, n) => image.append(svg("circle", {cx: x(n), cy: y(v), r: 2, fill: "#1a73e8"})));
  container.append(image);
}

