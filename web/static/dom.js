// The page's few DOM helpers: elements by id, SVG elements, and the lines
// that show an error or a notice.

import {tr} from './i18n.js';

export const $ = (id) => document.getElementById(id);

export const SVG = "http://www.w3.org/2000/svg";

export function svg(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function showError(message) {
  $('error').textContent = message ? tr('error: {}', message) : '';
  $("error").hidden = !message;
  $('notice').hidden = true;
}

// A short note where an error would go: a request cancelled is no error.
export function showNotice(text) {
  showError('');
  $('notice').textContent = text;
  $('notice').hidden = false;
}

export function span(className, text) {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
}

