// The stylesheet of the Atom feeds (`<?xml-stylesheet?>`): a browser opening a feed shows a short
// page saying what a feed is, how to use it and where to follow by e-mail instead, with the
// entries as links, rather than raw XML (docs/decisions/0052-follow-by-e-mail.md). Feed readers
// ignore it; the feed itself stays plain Atom. Where a browser no longer runs XSLT it shows the
// XML as before.
import { SITE } from "@alliance/shared";
import { xmlText } from "./atom";

export const FEED_STYLE_PATH = "/feed.xsl";
export const XSL_TYPE = "text/xsl; charset=utf-8";

export const FEED_STYLE = `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
<xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>
<xsl:template match="/atom:feed">
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<title><xsl:value-of select="atom:title"/> (feed)</title>
<style>body{font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:44rem;margin:0 auto;padding:1rem}
.note{background:#f0fdf4;border:1px solid #bbf7d0;border-radius:.5rem;padding:.75rem 1rem}a{color:#14532d;font-weight:600}
li{margin:.5rem 0}</style>
</head>
<body>
<p><strong>${xmlText(SITE.title)}</strong></p>
<h1><xsl:value-of select="atom:title"/></h1>
<div class="note">
<p>This is a news feed (Atom): a list of the latest news that a feed reader app checks for you. Copy this page's address into your feed reader to follow it. You do not need to read this page itself.</p>
<p lang="sw">Huu ni mpasho wa habari (Atom): orodha ya habari za hivi karibuni ambayo programu ya mipasho hukuangalia. Nakili anwani ya ukurasa huu kwenye programu yako ya mipasho ili kuufuatilia.</p>
<p>No feed reader? <a href="/follow">Follow new jobs, events and news by e-mail</a> · <a href="/sw/follow" lang="sw">Fuatilia kwa barua pepe</a></p>
</div>
<h2>Latest</h2>
<ul>
<xsl:for-each select="atom:entry">
<li><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a> (<xsl:value-of select="substring(atom:updated, 1, 10)"/>)</li>
</xsl:for-each>
</ul>
</body>
</html>
</xsl:template>
</xsl:stylesheet>
`;
