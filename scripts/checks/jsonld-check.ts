// Checks the JSON-LD of every built page: each node against the schema.org table (known @type, only that type's
// properties, what Google's rich results need, absolute URLs), and the graph against what the page shows: the
// breadcrumb trail, the FAQ questions, and the business's phone and address (equal to content/business.yaml and
// visible in the footer).
import type { Business } from '../../src/content/schemas/business.ts';
import { accessibleText, listBuiltPages, parseDocument, type BuiltPage } from './built-pages.ts';
import { jsonLdKeywords, schemaOrgTypes } from './schema-org-types.ts';
import { perBuiltPage, type Check } from './check.ts';
import { siteData } from '../../src/content/model.ts';
import { langOfRoute } from '../../src/content/route-path.ts';
import { absoluteUrl } from '../../src/seo/structured-data.ts';

export interface JsonLdProblem {
  page: string;
  problem: string;
  severity: 'error' | 'warning';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: Json | undefined): Json[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const show = (v: Json | undefined) => JSON.stringify(v);

/** A node that only points at another (`{"@id": …}`) is a reference, not a description. */
function isReference(node: JsonObject): boolean {
  return Object.keys(node).length === 1 && typeof node['@id'] === 'string';
}

interface Walked {
  node: JsonObject;
  path: string;
}

/** Every typed node and reference in the graph, depth first, with a readable path like `Service.offers`. */
function walk(value: Json, path: string, out: Walked[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, out));
  else if (isObject(value)) {
    out.push({ node: value, path });
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('@')) walk(child, `${path}.${key}`, out);
  }
}

function checkNode({ node, path }: Walked, siteUrl: string, problems: string[]): void {
  if (isReference(node)) return;
  const types = asArray(node['@type']);
  if (!types.length) {
    problems.push(`${path}: node without @type`);
    return;
  }
  for (const type of types) {
    const rule = typeof type === 'string' ? schemaOrgTypes[type] : undefined;
    if (!rule) {
      problems.push(`${path}: unknown @type ${show(type)}; known: ${Object.keys(schemaOrgTypes).join(', ')}`);
      continue;
    }
    for (const key of Object.keys(node))
      if (!jsonLdKeywords.has(key) && !rule.allowed.includes(key))
        problems.push(`${path}: property "${key}" is not a schema.org property of ${type}`);
    for (const key of rule.required)
      if (node[key] === undefined || node[key] === '' || (Array.isArray(node[key]) && !(node[key] as Json[]).length))
        problems.push(`${path}: ${type} needs "${key}"`);
    for (const key of [...(rule.urls ?? []), '@id'])
      for (const value of asArray(node[key]))
        if (typeof value === 'string' && !/^https?:\/\/[^/\s]+/.test(value))
          problems.push(`${path}.${key}: expected an absolute URL, got ${show(value)}`);
    if (type === 'ListItem' || type === 'Service' || type === 'WebSite' || type === 'HomeAndConstructionBusiness')
      for (const key of ['item', 'url'])
        if (typeof node[key] === 'string' && !(node[key] as string).startsWith(siteUrl))
          problems.push(`${path}.${key}: ${show(node[key])} is not on the site (${siteUrl})`);
  }
}

/** Google's rules for the types with rich results, beyond single properties. */
function checkRichResults(nodes: Walked[], problems: string[]): void {
  for (const { node, path } of nodes) {
    const type = node['@type'];
    if (type === 'BreadcrumbList') {
      const items = asArray(node.itemListElement);
      items.forEach((item, i) => {
        if (!isObject(item) || item['@type'] !== 'ListItem')
          problems.push(`${path}.itemListElement[${i}]: expected a ListItem`);
        else if (item.position !== i + 1)
          problems.push(`${path}.itemListElement[${i}].position: expected ${i + 1}, got ${show(item.position)}`);
      });
    }
    if (type === 'FAQPage') {
      const questions = asArray(node.mainEntity);
      if (!questions.length) problems.push(`${path}.mainEntity: FAQPage needs at least one Question`);
      questions.forEach((q, i) => {
        if (!isObject(q) || q['@type'] !== 'Question') problems.push(`${path}.mainEntity[${i}]: expected a Question`);
        else if (!isObject(q.acceptedAnswer) || q.acceptedAnswer['@type'] !== 'Answer' || !q.acceptedAnswer.text)
          problems.push(`${path}.mainEntity[${i}].acceptedAnswer: expected an Answer with text`);
      });
    }
    if (type === 'SearchAction') {
      const target = node.target;
      const template = isObject(target) ? target.urlTemplate : target;
      const input = typeof node['query-input'] === 'string' ? node['query-input'] : '';
      const name = input.match(/name=(\w+)/)?.[1];
      if (!name || typeof template !== 'string' || !template.includes(`{${name}}`))
        problems.push(
          `${path}: query-input ${show(node['query-input'])} must name the {placeholder} in target ${show(template)}`,
        );
    }
    if (type === 'OpeningHoursSpecification')
      for (const key of ['opens', 'closes'])
        if (typeof node[key] === 'string' && !/^\d{2}:\d{2}(:\d{2})?$/.test(node[key] as string))
          problems.push(`${path}.${key}: expected a time like "07:00", got ${show(node[key])}`);
    if (type === 'AggregateRating') {
      const value = Number(node.ratingValue);
      const best = node.bestRating === undefined ? 5 : Number(node.bestRating);
      if (!(value > 0 && value <= best))
        problems.push(`${path}.ratingValue: ${show(node.ratingValue)} is not within 1–${best}`);
    }
  }
}

function checkAgainstBusiness(nodes: Walked[], business: Business, problems: string[]): void {
  const phone = digits(business.phone);
  const a = business.address;
  for (const { node, path } of nodes) {
    if (typeof node.telephone === 'string' && digits(node.telephone) !== phone)
      problems.push(
        `${path}.telephone: ${show(node.telephone)} differs from content/business.yaml phone "${business.phone}"`,
      );
    if (typeof node.email === 'string' && node.email.toLowerCase() !== business.email.toLowerCase())
      problems.push(`${path}.email: ${show(node.email)} differs from content/business.yaml email "${business.email}"`);
    if (node['@type'] === 'PostalAddress') {
      const expected: Record<string, string> = {
        streetAddress: a.street,
        addressLocality: a.city,
        addressRegion: a.region,
        postalCode: a.postalCode,
        addressCountry: a.country,
      };
      for (const [key, want] of Object.entries(expected))
        if (node[key] !== undefined && String(node[key]) !== want)
          problems.push(`${path}.${key}: ${show(node[key])} differs from content/business.yaml "${want}"`);
    }
    if (node['@type'] === 'AggregateRating') {
      if (Number(node.ratingValue) !== business.rating.value)
        problems.push(
          `${path}.ratingValue: ${show(node.ratingValue)} differs from content/business.yaml rating ${business.rating.value}`,
        );
      if (node.reviewCount !== undefined && Number(node.reviewCount) !== business.rating.reviewCount)
        problems.push(
          `${path}.reviewCount: ${show(node.reviewCount)} differs from content/business.yaml ${business.rating.reviewCount}`,
        );
    }
    if (typeof node.foundingDate === 'string' && !node.foundingDate.startsWith(String(business.founded)))
      problems.push(
        `${path}.foundingDate: ${show(node.foundingDate)} differs from content/business.yaml founded ${business.founded}`,
      );
  }
}

/** A route's breadcrumbs label (content/ui.<lang>.yaml), read once per language in a run, not once per page. */
type TrailLabel = (route: string) => string;
function trailLabels(): TrailLabel {
  const labels = new Map<string, string>();
  return (route) => {
    const lang = langOfRoute(route);
    const label = labels.get(lang) ?? siteData(`ui.${lang}`).breadcrumbs.label;
    labels.set(lang, label);
    return label;
  };
}

function checkAgainstPage(
  doc: Document,
  route: string,
  nodes: Walked[],
  business: Business,
  trailLabel: TrailLabel,
  problems: string[],
): void {
  const siteUrl = business.siteUrl;
  // Breadcrumbs: the JSON-LD trail is the visible trail, name for name and link for link. The trail is the nav
  // labelled with the page language's breadcrumbs label (content/ui.<lang>.yaml).
  const label = trailLabel(route);
  const trail = `nav[aria-label="${label}"]`;
  const visible = [...doc.querySelectorAll(`${trail} li`)].map((li) => ({
    name: accessibleText(li),
    href: li.querySelector('a')?.getAttribute('href') ?? null,
  }));
  const lists = nodes.filter((w) => w.node['@type'] === 'BreadcrumbList');
  if (lists.length > 1) problems.push(`the graph has ${lists.length} BreadcrumbLists; expected one`);
  const list = lists[0];
  if (list) {
    const items = asArray(list.node.itemListElement).filter(isObject);
    const names = items.map((i) => norm(String(i.name ?? '')));
    // A home page's trail is just "Home": it is the page itself, so it shows no visible trail.
    if (!visible.length && items.length === 1 && String(items[0]!.item ?? '') === absoluteUrl(siteUrl, route)) {
      // nothing to compare
    } else if (!visible.length)
      problems.push(`BreadcrumbList ${show(names)} but the page shows no breadcrumb trail (${trail})`);
    else if (show(names) !== show(visible.map((v) => v.name)))
      problems.push(
        `BreadcrumbList names ${show(names)} differ from the visible breadcrumb trail ${show(visible.map((v) => v.name))}`,
      );
    else
      items.forEach((item, i) => {
        const href = visible[i]!.href;
        const expected = href === null ? null : href === '/' ? `${siteUrl}/` : `${siteUrl}${href}`;
        if (expected !== null && item.item !== expected)
          problems.push(
            `BreadcrumbList item ${i + 1} (${show(item.name)}) points to ${show(item.item)} but the visible link goes to ${show(href)}`,
          );
      });
  } else if (visible.length) problems.push(`the page shows a breadcrumb trail but has no BreadcrumbList`);

  // FAQ: the questions in the structured data are the questions of the page's accordion, in order.
  const summaries = [...doc.querySelectorAll('main details summary')].map(accessibleText);
  const faqs = nodes.filter((w) => w.node['@type'] === 'FAQPage');
  for (const faq of faqs) {
    const questions = asArray(faq.node.mainEntity)
      .filter(isObject)
      .map((q) => norm(String(q.name ?? '')));
    const missing = questions.filter((q) => !summaries.includes(q));
    if (missing.length) problems.push(`FAQPage questions not shown on the page (details summary): ${show(missing)}`);
    else if (show(questions) !== show(summaries.filter((s) => questions.includes(s))))
      problems.push(`FAQPage questions are in a different order than on the page`);
  }

  // The business's phone and address: in the structured data of the business and in the footer of every page.
  const footer = doc.querySelector('footer');
  const footerText = footer ? accessibleText(footer) : '';
  if (!footer) problems.push('the page has no <footer>');
  else {
    if (!footerText.includes(business.phone)) problems.push(`the footer does not show the phone "${business.phone}"`);
    const a = business.address;
    for (const part of [a.street, `${a.city}, ${a.region} ${a.postalCode}`])
      if (!footerText.includes(part)) problems.push(`the footer does not show the address part "${part}"`);
  }
}

/** Every @id that a reference points at should be described in the same page's graph. */
function checkReferences(nodes: Walked[], warnings: string[]): void {
  const defined = new Set(
    nodes
      .filter((w) => !isReference(w.node))
      .map((w) => w.node['@id'])
      .filter(Boolean),
  );
  for (const { node, path } of nodes)
    if (isReference(node) && !defined.has(node['@id']))
      warnings.push(`${path} refers to ${show(node['@id'])}, which this page's graph does not describe`);
}

function checkPageJsonLd(page: BuiltPage, business: Business, trailLabel: TrailLabel): JsonLdProblem[] {
  const doc = parseDocument(page.html);
  const errors: string[] = [];
  const warnings: string[] = [];
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  if (!scripts.length) errors.push('no JSON-LD script');
  const nodes: Walked[] = [];
  scripts.forEach((script, i) => {
    let data: Json;
    try {
      data = JSON.parse(script.textContent ?? '') as Json;
    } catch (err) {
      errors.push(`JSON-LD script ${i + 1} is not valid JSON: ${(err as Error).message}`);
      return;
    }
    if (!isObject(data) || data['@context'] !== 'https://schema.org')
      errors.push(`JSON-LD script ${i + 1}: expected "@context": "https://schema.org"`);
    const roots = isObject(data) && Array.isArray(data['@graph']) ? data['@graph'] : [data];
    roots.forEach((root) => {
      const type = isObject(root) ? String(root['@type'] ?? 'node') : 'node';
      walk(root, type, nodes);
    });
  });
  for (const w of nodes) checkNode(w, business.siteUrl, errors);
  checkRichResults(nodes, errors);
  checkAgainstBusiness(nodes, business, errors);
  checkAgainstPage(doc, page.route, nodes, business, trailLabel, errors);
  checkReferences(nodes, warnings);
  return [
    ...errors.map((problem) => ({ page: page.route, problem, severity: 'error' as const })),
    ...warnings.map((problem) => ({ page: page.route, problem, severity: 'warning' as const })),
  ];
}

export function checkJsonLd(distDir: string, business: Business): JsonLdProblem[] {
  const trailLabel = trailLabels();
  return listBuiltPages(distDir).flatMap((page) => checkPageJsonLd(page, business, trailLabel));
}

export const jsonLdCheck: Check = {
  name: 'jsonld',
  title:
    'Structured data (JSON-LD) of the built pages: schema.org types, and agreement with the page and business.yaml',
  stage: 'built',
  messages: [
    {
      message: 'JSON-LD: FAQPage.mainEntity[0]: … (the structured data search engines read)',
      fix: 'Structured data is made from frontmatter (`schema:`, `faq:`, `service:`) and content/business.yaml: correct the field the message names there.',
    },
  ],
  run(ctx) {
    const trailLabel = trailLabels();
    return perBuiltPage(ctx, (page, src, business) =>
      checkPageJsonLd(page, business, trailLabel)
        .filter((p) => p.severity === 'error')
        .map((p) => ({ file: src?.rel ?? page.file, line: 1, column: 1, message: `JSON-LD: ${p.problem}` })),
    );
  },
};
