"""The sixteenth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_16 --------------------------------------------------------------------------
# A sixteenth fresh round (#24, 2026-12-05): written and committed after the rules were
# changed for fresh_15 (fresh_15 is seen from then on), before they ran on it; scored
# once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on subjects no
# round used (CDNs, customer support tools, map providers, login providers, translation
# libraries, the user's manager and working hours, browser support, monorepo tools, PDF
# generation, free trial length, order number length, end-to-end test tools, screenshot
# sharing, the user's office). Corrections in several registers (terse "translations:
# formatjs from now on", lowercase and casual, polite requests, Chinese and Japanese with
# English terms, two clauses, a directive with no change word, "not X anymore",
# "actually", a change of manager sharing no word but the person, a number changed);
# each look-alike shares one surface feature (a change verb, a time word, a negation, the
# old value, a project noun or the person) with the stored record but is about something
# else. Each language written on its own.
EN_FRESH_16: Rows = (
    (U, R, "static-assets-cloudfront", "Static assets are served through CloudFront",
     "Static assets go through Fastly now."),
    (U, R, "support-tickets-zendesk", "Customer support tickets are handled in Zendesk",
     "Support moved to Intercom, and Zendesk gets shut off at the end of the month."),
    (U, F, "store-locator-google-maps", "Use Google Maps for the store locator map",
     "Use Mapbox for the store locator map."),
    (U, P, "login-auth0", "Login goes through Auth0",
     "actually, login goes through Keycloak now, we self-host it"),
    (U, F, "translations-i18next", "Translations are handled with i18next",
     "translations: formatjs from now on"),
    (U, US, "user-reports-to-priya", "The user reports to Priya Raman",
     "Since the reorg I report to Daniel Okafor."),
    (U, F, "support-safari-14", "Support Safari 14 and newer",
     "We can drop Safari 14 and 15; browser support starts at Safari 16."),
    (U, P, "monorepo-lerna", "The monorepo is managed with Lerna",
     "not lerna anymore, the monorepo runs on turborepo"),
    (U, F, "invoice-pdf-wkhtmltopdf", "Generate invoice PDFs with wkhtmltopdf",
     "Please generate the invoice PDFs with WeasyPrint instead."),
    (U, P, "free-trial-21-days", "The free trial lasts 21 days",
     "The free trial is 30 days long now."),
    (U, US, "user-hours-9-to-17", "The user is usually online from 9:00 to 17:00",
     "These days I start at 7 and log off around 15:00."),
    (U, F, "e2e-tests-cypress", "Write end-to-end tests with Cypress",
     "Cypress is out; write the end-to-end tests in Playwright."),
    (N, R, "static-assets-cloudfront-2", "Static assets are served through CloudFront",
     "Video uploads go through Mux now."),
    (N, R, "support-tickets-zendesk-2", "Customer support tickets are handled in Zendesk",
     "Our sales CRM moved from HubSpot to Salesforce last week."),
    (N, F, "store-locator-google-maps-2", "Use Google Maps for the store locator map",
     "Use Algolia for the store locator's search box."),
    (N, P, "login-auth0-2", "Login goes through Auth0",
     "Auth0 bills us yearly now instead of monthly."),
    (N, F, "translations-i18next-2", "Translations are handled with i18next",
     "date pickers: flatpickr from now on"),
    (N, US, "user-reports-to-priya-2", "The user reports to Priya Raman",
     "Priya Raman has been running the Lisbon office since the reorg."),
    (N, F, "support-safari-14-2", "Support Safari 14 and newer",
     "The checkout kiosks run Android 14 and newer."),
    (N, F, "e2e-tests-cypress-2", "Write end-to-end tests with Cypress",
     "Sass is out; write the styles in plain CSS with custom properties."),
)

ZH_FRESH_16: Rows = (
    (U, R, "静态资源-七牛cdn", "静态资源走七牛云 CDN。", "静态资源现在改走 Cloudflare 了。"),
    (U, R, "客服工单-zendesk", "客服工单在 Zendesk 里处理。",
     "客服工单系统换成 Intercom 了，Zendesk 月底停用。"),
    (U, F, "地图-高德", "地图组件用高德地图。", "地图组件用 Mapbox。"),
    (U, P, "登录-auth0", "登录走 Auth0。", "其实登录早就走我们自建的 Keycloak 了。"),
    (U, F, "国际化-i18next", "多语言文案用 i18next 管理。", "国际化以后用 FormatJS 吧"),
    (U, US, "直属上级-王磊", "我的直属上级是王磊。", "组织调整以后我改向陈静汇报了。"),
    (U, F, "兼容-safari14", "浏览器兼容到 Safari 14 及以上。",
     "浏览器兼容提到 Safari 16，14 和 15 不管了。"),
    (U, P, "monorepo-lerna", "monorepo 用 Lerna 管理。",
     "monorepo 不再用 Lerna，换成 Turborepo 了。"),
    (U, F, "发票pdf-wkhtmltopdf", "发票 PDF 用 wkhtmltopdf 生成。",
     "请改用 WeasyPrint 生成发票 PDF。"),
    (U, P, "订单号-12位", "订单号是 12 位数字。", "订单号已经改成 16 位了。"),
    (U, US, "办公地点-上海", "我在上海办公室上班。", "我上个月调到深圳办公室了。"),
    (U, F, "e2e测试-cypress", "端到端测试用 Cypress 写。", "e2e 测试换 Playwright 写"),
    (N, R, "静态资源-七牛cdn-2", "静态资源走七牛云 CDN。", "报表导出现在改走异步队列了。"),
    (N, R, "客服工单-zendesk-2", "客服工单在 Zendesk 里处理。", "Zendesk 的账单改成按年付了。"),
    (N, F, "地图-高德-2", "地图组件用高德地图。", "门店地图页的搜索框用 Algolia。"),
    (N, P, "登录-auth0-2", "登录走 Auth0。", "其实报销早就走飞书审批了。"),
    (N, US, "直属上级-王磊-2", "我的直属上级是王磊。", "王磊调去杭州分公司当总经理了。"),
    (N, F, "兼容-safari14-2", "浏览器兼容到 Safari 14 及以上。",
     "收银平板的系统要求 Android 14 及以上。"),
    (N, P, "订单号-12位-2", "订单号是 12 位数字。", "短信验证码已经改成 6 位了。"),
    (N, F, "e2e测试-cypress-2", "端到端测试用 Cypress 写。", "组件文档换 Storybook 写"),
)

JA_FRESH_16: Rows = (
    (U, R, "静的ファイル-cloudfront", "静的ファイルは CloudFront から配信している。",
     "静的ファイルの配信は Fastly に切り替えました。"),
    (U, R, "問い合わせ-zendesk", "お客様からの問い合わせは Zendesk で管理している。",
     "問い合わせは Intercom で受けることになりました。"),
    (U, F, "地図-googleマップ", "地図は Google マップを使う。", "地図は Mapbox で。"),
    (U, P, "ログイン-auth0", "ログインは Auth0 を通している。",
     "実はログインはもう自前の Keycloak に移ってます。"),
    (U, F, "スクショ共有-gyazo", "スクリーンショットは Gyazo で共有する。",
     "スクショは CleanShot Cloud で共有してください。"),
    (U, US, "上司-田中さん", "私の上司は田中さんです。", "組織変更で上司が佐藤さんになりました。"),
    (U, F, "対応ブラウザ-safari14", "Safari 14 以降に対応する。",
     "対応ブラウザは Safari 16 以降にします。"),
    (U, P, "モノレポ-lerna", "モノレポは Lerna で管理している。",
     "モノレポはもう Lerna じゃなくて Turborepo だよ"),
    (U, F, "請求書pdf-wkhtmltopdf", "請求書の PDF は wkhtmltopdf で作る。",
     "請求書の PDF は WeasyPrint で作って、wkhtmltopdf は消してください。"),
    (U, P, "無料トライアル-14日", "無料トライアルの期間は 14 日。",
     "無料トライアルは 30 日になりました。"),
    (U, US, "勤務時間-9時から18時", "私は 9 時から 18 時まで働いている。",
     "最近は 7 時から 16 時までの勤務にしています。"),
    (U, F, "e2eテスト-cypress", "E2E テストは Cypress で書く。",
     "E2E テストは Playwright で書いてね"),
    (N, R, "静的ファイル-cloudfront-2", "静的ファイルは CloudFront から配信している。",
     "会議室の予約は Google カレンダーに切り替えました。"),
    (N, R, "問い合わせ-zendesk-2", "お客様からの問い合わせは Zendesk で管理している。",
     "Zendesk の契約は来年から年払いになりました。"),
    (N, P, "ログイン-auth0-2", "ログインは Auth0 を通している。",
     "実は経費精算はもう freee に移ってます。"),
    (N, US, "上司-田中さん-2", "私の上司は田中さんです。", "田中さんは来月から育休に入ります。"),
    (N, F, "対応ブラウザ-safari14-2", "Safari 14 以降に対応する。",
     "店舗のタブレットは Android 14 以降にします。"),
    (N, P, "無料トライアル-14日-2", "無料トライアルの期間は 14 日。",
     "返品は商品の到着から 14 日以内なら受け付けます。"),
    (N, US, "勤務時間-9時から18時-2", "私は 9 時から 18 時まで働いている。",
     "最近は週末にジムに通うようにしています。"),
    (N, F, "e2eテスト-cypress-2", "E2E テストは Cypress で書く。",
     "E2E テストの実行は夜間だけにしてね"),
)
