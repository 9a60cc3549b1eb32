/** Small DOM helpers the views share. */

export const $ = (id) => document.getElementById(id);

/** An element with properties (`class`, `type`, `title`…) or attributes (names with a dash: `data-*`, `aria-*`) and children. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k.includes('-')) node.setAttribute(k, v); // data-*, aria-*
    else node[k] = v;
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}
