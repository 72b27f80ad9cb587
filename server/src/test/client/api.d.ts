export interface paths {
    "/api/v1/common/base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server config: languages, websocket address, customer service, open flags
         * @description Server config: languages, websocket address, customer service, open flags. In the upstream call table. Open to guests.
         */
        get: operations["common.base"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home data: banners, notice bar, popup notice
         * @description Home data: banners, notice bar, popup notice. In the upstream call table. Open to guests.
         */
        get: operations["common.index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/noticeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notices and announcements, newest first (not in the upstream table)
         * @description Notices and announcements, newest first (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["common.noticeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/noticeView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One notice by id
         * @description One notice by id. In the upstream call table. Open to guests.
         */
        get: operations["common.noticeView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/uploader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (JPEG, PNG or WebP, decoded in full and stored re-encoded without its metadata), private to its owner, within a per-account quota of files, bytes and uploads per minute
         * @description Upload an image (JPEG, PNG or WebP, decoded in full and stored re-encoded without its metadata), private to its owner, within a per-account quota of files, bytes and uploads per minute. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["common.uploader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/deleteUploader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delete one of your uploads, unless a record under review or decided cites it
         * @description Delete one of your uploads, unless a record under review or decided cites it. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["common.deleteUploader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (demo mode credits demo funds) and log in
         * @description Create an account (demo mode credits demo funds) and log in. In the upstream call table. Open to guests.
         */
        post: operations["user.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with username and password
         * @description Log in with username and password. In the upstream call table. Open to guests.
         */
        post: operations["user.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the current token
         * @description Revoke the current token. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the login password; other sessions are revoked. Wrong old passwords count with the logins (5, then a growing lock)
         * @description Change the login password; other sessions are revoked. Wrong old passwords count with the logins (5, then a growing lock). In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/mpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the fund (payment) password; oldpassword is required once one is set. Wrong ones count with those of withdraw and card change (5, then a growing lock)
         * @description Set or change the fund (payment) password; oldpassword is required once one is set. Wrong ones count with those of withdraw and card change (5, then a growing lock). In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.mpassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/isUsedMpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a fund password is set
         * @description Whether a fund password is set. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.isUsedMpwd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile: user, balances, verification state
         * @description The profile: user, balances, verification state. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/getMyQrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invite code, link and QR code
         * @description Invite code, link and QR code. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.getMyQrcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/findpwdCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start password recovery: issues a 6-digit code valid for 10 min (not in the upstream table). The reference server delivers it to its log, and in demo mode also in data.demo_code.
         * @description Start password recovery: issues a 6-digit code valid for 10 min (not in the upstream table). The reference server delivers it to its log, and in demo mode also in data.demo_code.. Designed here: not in the upstream call table. Open to guests.
         */
        post: operations["user.findpwdCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/findpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish password recovery with the code; every session is revoked (not in the upstream table)
         * @description Finish password recovery with the code; every session is revoked (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        post: operations["user.findpwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available and locked amount per asset
         * @description Available and locked amount per asset. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/assetsRecent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent balance changes for the asset overview
         * @description Recent balance changes for the asset overview. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.assetsRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/markList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Financial records from the ledger, filterable by asset and kind (not in the upstream table)
         * @description Financial records from the ledger, filterable by asset and kind (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.markList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange config: a quote of the live rates (with its expiry), fee % and maximum single exchange
         * @description Exchange config: a quote of the live rates (with its expiry), fee % and maximum single exchange. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.exchangeConfig"];
        put?: never;
        /**
         * Convert between assets at the live rate; fee = amount × fee %, rounded to the cent, at least the minimum fee
         * @description Convert between assets at the live rate; fee = amount × fee %, rounded to the cent, at least the minimum fee. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/exchangeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange records
         * @description Exchange records. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.exchangeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/cashBind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind the bank card (and optionally a USDT address) withdrawals go to; changing a binding needs the fund password
         * @description Bind the bank card (and optionally a USDT address) withdrawals go to; changing a binding needs the fund password. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.cashBind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/cashInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bound card, or null
         * @description The bound card, or null. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.cashInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recharge config: open flag, USDT address and bank account with their limits
         * @description Recharge config: open flag, USDT address and bank account with their limits. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.rechargeConfig"];
        put?: never;
        /**
         * Submit a recharge. bank: money, transfer_name and screenshot required, credited when a review approves it; usdt: usdt, tx_hash required, screenshot optional, credited when the transaction reaches the configured confirmations
         * @description Submit a recharge. bank: money, transfer_name and screenshot required, credited when a review approves it; usdt: usdt, tx_hash required, screenshot optional, credited when the transaction reaches the configured confirmations. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.recharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/rechargeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recharge records
         * @description Recharge records. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.rechargeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/withdrawConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdraw rules: open flag, limits, fee %, daily count, time window (not in the upstream table)
         * @description Withdraw rules: open flag, limits, fee %, daily count, time window (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.withdrawConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw to the bound card (money) or address (usdt); funds are locked until reviewed
         * @description Withdraw to the bound card (money) or address (usdt); funds are locked until reviewed. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/withdrawList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdraw records
         * @description Withdraw records. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.withdrawList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/realnameAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit real-name verification: name, ID number, front and back photos (upload ids). After a decline, an empty or absent field keeps what was submitted before, so one side can be retaken
         * @description Submit real-name verification: name, ID number, front and back photos (upload ids). After a decline, an empty or absent field keeps what was submitted before, so one side can be retaken. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.realnameAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/getRealnameAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verification state and what was submitted (ID number masked)
         * @description Verification state and what was submitted (ID number masked). In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.getRealnameAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a timed order; the strike is the server’s last recorded tick; the stake is locked
         * @description Place a timed order; the strike is the server’s last recorded tick; the stake is locked. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["user.buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order records, newest first, by status
         * @description Order records, newest first, by status. In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.orderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/newOrderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open positions, plus orders settled since `since` (what settled while the app was away)
         * @description Open positions, plus orders settled since `since` (what settled while the app was away). In the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.newOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/inviteList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people this user invited, newest first; total is their count (not in the upstream table)
         * @description The people this user invited, newest first; total is their count (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["user.inviteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every symbol with 24h stats; sort=gainers (top gainers) or turnover (turnover list) (not in the upstream table)
         * @description Every symbol with 24h stats; sort=gainers (top gainers) or turnover (turnover list) (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["market.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/ticker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Last price and 24h stats of one symbol (not in the upstream table)
         * @description Last price and 24h stats of one symbol (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["market.ticker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/market/kline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of a symbol and interval, oldest first, ending at `to` (default now) (not in the upstream table)
         * @description Candles of a symbol and interval, oldest first, ending at `to` (default now) (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["market.kline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tradable products with their periods and tickers (not in the upstream table)
         * @description Tradable products with their periods and tickers (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["product.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product by id or symbol (not in the upstream table)
         * @description One product by id or symbol (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["product.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Earn fixed-income products (not in the upstream table)
         * @description Earn fixed-income products (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["earn.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Earn product (not in the upstream table)
         * @description One Earn product (not in the upstream table). Designed here: not in the upstream call table. Open to guests.
         */
        get: operations["earn.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe: the USDT principal is locked (not in the upstream table)
         * @description Subscribe: the USDT principal is locked (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["earn.buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My Earn holdings: principal hosting, interest earned, orders hosting (not in the upstream table)
         * @description My Earn holdings: principal hosting, interest earned, orders hosting (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["earn.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My Earn orders (not in the upstream table)
         * @description My Earn orders (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["earn.orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Earn order, with the early-redemption preview (not in the upstream table)
         * @description One Earn order, with the early-redemption preview (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        get: operations["earn.order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/earn/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem early: principal × breach rate is charged, the rest refunded (not in the upstream table)
         * @description Redeem early: principal × breach rate is charged, the rest refunded (not in the upstream table). Designed here: not in the upstream call table. Needs `Authorization: Bearer <token>`.
         */
        post: operations["earn.redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "common.base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            version: string;
                            site_name: string;
                            /** @enum {string} */
                            default_language: "en-US" | "zh-Hans" | "zh-Hant" | "ru" | "ja" | "ko" | "th" | "vi" | "de" | "fr" | "it" | "es" | "pt";
                            /** @description Never empty: at least the default language */
                            languages: ("en-US" | "zh-Hans" | "zh-Hant" | "ru" | "ja" | "ko" | "th" | "vi" | "de" | "fr" | "it" | "es" | "pt")[];
                            /** @description Websocket address; the client adds uid and a timestamp */
                            wss: string;
                            /** @description Epoch milliseconds */
                            server_time: number;
                            units: {
                                money: string;
                                usdt: string;
                            };
                            recharge_open: boolean;
                            withdraw_open: boolean;
                            customer_service: {
                                channels: {
                                    /** @example telegram */
                                    key: string;
                                    name: string;
                                    link: string | null;
                                    /**
                                     * @description Open the link in the app's webview or outside
                                     * @enum {string}
                                     */
                                    open: "webview" | "external";
                                    /** @description Image URL; null when the administrator set none */
                                    qrcode: string | null;
                                }[];
                                qrcode: string | null;
                            };
                            /** @description Where a user with status 0 is sent */
                            limit_redirect_url: string;
                            agreement_url: string;
                            privacy_url: string;
                            /**
                             * @description Origins the app's webview may frame besides its own; other http(s) links open outside the app (not in the upstream table)
                             * @example [
                             *       "https://line.me"
                             *     ]
                             */
                            webview_origins: string[];
                            demo: boolean;
                        };
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "common.index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            banners: {
                                id: number;
                                title: string;
                                subtitle: string;
                                /** @enum {string} */
                                tone: "blue" | "violet" | "green" | "amber";
                                /** @description An app route (#/app/pages/…) or an http(s) page */
                                link: string;
                            }[];
                            notices: {
                                id: number;
                                /** @enum {string} */
                                kind: "notice" | "announcement";
                                title: string;
                                author: string;
                                /** @description Epoch milliseconds */
                                release_time: number;
                                /** @description Raised by every edit: a changed popup notice shows again */
                                version: number;
                            }[];
                            popup: {
                                id: number;
                                /** @enum {string} */
                                kind: "notice" | "announcement";
                                title: string;
                                author: string;
                                /** @description Epoch milliseconds */
                                release_time: number;
                                /** @description Raised by every edit: a changed popup notice shows again */
                                version: number;
                                /** @description Sanitized HTML, in the request's language when written in it */
                                content: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "common.noticeList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                kind?: "notice" | "announcement";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                kind: "notice" | "announcement";
                                title: string;
                                author: string;
                                /** @description Epoch milliseconds */
                                release_time: number;
                                /** @description Raised by every edit: a changed popup notice shows again */
                                version: number;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "common.noticeView": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "notice" | "announcement";
                            title: string;
                            author: string;
                            /** @description Epoch milliseconds */
                            release_time: number;
                            /** @description Raised by every edit: a changed popup notice shows again */
                            version: number;
                            /** @description Sanitized HTML, in the request's language when written in it */
                            content: string;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "common.uploader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1008: An amount or count is outside the allowed range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: string;
                            /** @description Readable only with the owner token */
                            url: string;
                            mime: string;
                            size: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1008: An amount or count is outside the allowed range
                         * @enum {number}
                         */
                        code: 1000 | 1008;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "common.deleteUploader": {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                    repassword: string;
                    invite_code?: string;
                    /**
                     * @description Agreement to the user agreement and privacy policy
                     * @enum {string}
                     */
                    agree: "1" | "true" | "on";
                };
                "application/json": {
                    username: string;
                    password: string;
                    repassword: string;
                    invite_code?: string;
                    /**
                     * @description Agreement to the user agreement and privacy policy
                     * @enum {string}
                     */
                    agree: "1" | "true" | "on";
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1004: Already exists or already done (for example the username is taken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            user: {
                                uid: number;
                                username: string;
                                /** @description 1 active, 0 restricted */
                                status: number;
                                /** @enum {string} */
                                level: "Ordinary" | "Junior" | "Intermediate" | "Premium";
                                credits: number;
                                integral: number;
                                /** @description Available USDT, decimal string */
                                balance: string;
                                invite_code: string;
                                last_login_time: number | null;
                                login_time: number | null;
                            };
                            token: string;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1004: Already exists or already done (for example the username is taken)
                         * @enum {number}
                         */
                        code: 1000 | 1004;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                };
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            user: {
                                uid: number;
                                username: string;
                                /** @description 1 active, 0 restricted */
                                status: number;
                                /** @enum {string} */
                                level: "Ordinary" | "Junior" | "Intermediate" | "Premium";
                                credits: number;
                                integral: number;
                                /** @description Available USDT, decimal string */
                                balance: string;
                                invite_code: string;
                                last_login_time: number | null;
                                login_time: number | null;
                            };
                            token: string;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code
                         * @enum {number}
                         */
                        code: 1000 | 1005;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    oldpassword: string;
                    password: string;
                    repassword: string;
                };
                "application/json": {
                    oldpassword: string;
                    password: string;
                    repassword: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code
                         * @enum {number}
                         */
                        code: 1000 | 1005;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.mpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    oldpassword?: string;
                    password: string;
                    repassword: string;
                };
                "application/json": {
                    oldpassword?: string;
                    password: string;
                    repassword: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code
                         * @enum {number}
                         */
                        code: 1000 | 1005;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.isUsedMpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            used: boolean;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            user: {
                                uid: number;
                                username: string;
                                /** @description 1 active, 0 restricted */
                                status: number;
                                /** @enum {string} */
                                level: "Ordinary" | "Junior" | "Intermediate" | "Premium";
                                credits: number;
                                integral: number;
                                /** @description Available USDT, decimal string */
                                balance: string;
                                invite_code: string;
                                last_login_time: number | null;
                                login_time: number | null;
                            };
                            balance: {
                                usdt: {
                                    /**
                                     * @description Never negative
                                     * @example 100.50
                                     */
                                    available: string & (unknown & unknown);
                                    /**
                                     * @description Never negative
                                     * @example 100.50
                                     */
                                    locked: string & (unknown & unknown);
                                };
                                money: {
                                    /**
                                     * @description Never negative
                                     * @example 100.50
                                     */
                                    available: string & (unknown & unknown);
                                    /**
                                     * @description Never negative
                                     * @example 100.50
                                     */
                                    locked: string & (unknown & unknown);
                                };
                            };
                            /** @description 0 Uncertified, 1 Under review, 2 Approved, 3 Declined */
                            realname_status: number;
                            mpwd_set: boolean;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.getMyQrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            invite_code: string;
                            link: string;
                            /** @description SVG data URL of the link */
                            qrcode: string;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.findpwdCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                };
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            /** @description Epoch milliseconds */
                            expires_at: number;
                            demo_code?: string;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.findpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    code: string;
                    password: string;
                    repassword: string;
                };
                "application/json": {
                    username: string;
                    code: string;
                    password: string;
                    repassword: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code
                         * @enum {number}
                         */
                        code: 1000 | 1005;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            usdt: {
                                /**
                                 * @description Never negative
                                 * @example 100.50
                                 */
                                available: string & (unknown & unknown);
                                /**
                                 * @description Never negative
                                 * @example 100.50
                                 */
                                locked: string & (unknown & unknown);
                            };
                            money: {
                                /**
                                 * @description Never negative
                                 * @example 100.50
                                 */
                                available: string & (unknown & unknown);
                                /**
                                 * @description Never negative
                                 * @example 100.50
                                 */
                                locked: string & (unknown & unknown);
                            };
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.assetsRecent": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                asset?: "usdt" | "money";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                asset: "usdt" | "money";
                                /**
                                 * @description Signed net change of available in `asset`
                                 * @example 100.50
                                 */
                                amount: string;
                                /**
                                 * @description Signed net change of locked in `asset`
                                 * @example 100.50
                                 */
                                locked_amount: string;
                                /** @enum {string} */
                                kind: "demo_credit" | "recharge" | "withdraw" | "withdraw_refund" | "withdraw_fee" | "exchange_out" | "exchange_in" | "exchange_fee" | "trade_stake" | "trade_payout" | "earn_subscribe" | "earn_interest" | "earn_principal" | "earn_penalty";
                                ref: string | null;
                                /** @description Epoch milliseconds */
                                created_at: number;
                                /** @description New (not in the upstream table): every balance the record moved, non-zero only, in order */
                                moves: {
                                    /** @enum {string} */
                                    asset: "usdt" | "money";
                                    /** @enum {string} */
                                    balance: "available" | "locked";
                                    /**
                                     * @description Signed net change of that balance
                                     * @example 100.50
                                     */
                                    amount: string;
                                }[];
                                /** @description New (not in the upstream table): the ledger entries of the record, oldest first */
                                parts: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "demo_credit" | "recharge" | "withdraw" | "withdraw_refund" | "withdraw_fee" | "exchange_out" | "exchange_in" | "exchange_fee" | "trade_stake" | "trade_payout" | "earn_subscribe" | "earn_interest" | "earn_principal" | "earn_penalty";
                                    /** @enum {string} */
                                    asset: "usdt" | "money";
                                    /**
                                     * @description Signed change of available
                                     * @example 100.50
                                     */
                                    amount: string;
                                    /**
                                     * @description Signed change of locked
                                     * @example 100.50
                                     */
                                    locked_amount: string;
                                }[];
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.markList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                asset?: "usdt" | "money";
                kind?: "demo_credit" | "recharge" | "withdraw" | "withdraw_refund" | "withdraw_fee" | "exchange_out" | "exchange_in" | "exchange_fee" | "trade_stake" | "trade_payout" | "earn_subscribe" | "earn_interest" | "earn_principal" | "earn_penalty";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                asset: "usdt" | "money";
                                /**
                                 * @description Signed net change of available in `asset`
                                 * @example 100.50
                                 */
                                amount: string;
                                /**
                                 * @description Signed net change of locked in `asset`
                                 * @example 100.50
                                 */
                                locked_amount: string;
                                /** @enum {string} */
                                kind: "demo_credit" | "recharge" | "withdraw" | "withdraw_refund" | "withdraw_fee" | "exchange_out" | "exchange_in" | "exchange_fee" | "trade_stake" | "trade_payout" | "earn_subscribe" | "earn_interest" | "earn_principal" | "earn_penalty";
                                ref: string | null;
                                /** @description Epoch milliseconds */
                                created_at: number;
                                /** @description New (not in the upstream table): every balance the record moved, non-zero only, in order */
                                moves: {
                                    /** @enum {string} */
                                    asset: "usdt" | "money";
                                    /** @enum {string} */
                                    balance: "available" | "locked";
                                    /**
                                     * @description Signed net change of that balance
                                     * @example 100.50
                                     */
                                    amount: string;
                                }[];
                                /** @description New (not in the upstream table): the ledger entries of the record, oldest first */
                                parts: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "demo_credit" | "recharge" | "withdraw" | "withdraw_refund" | "withdraw_fee" | "exchange_out" | "exchange_in" | "exchange_fee" | "trade_stake" | "trade_payout" | "earn_subscribe" | "earn_interest" | "earn_principal" | "earn_penalty";
                                    /** @enum {string} */
                                    asset: "usdt" | "money";
                                    /**
                                     * @description Signed change of available
                                     * @example 100.50
                                     */
                                    amount: string;
                                    /**
                                     * @description Signed change of locked
                                     * @example 100.50
                                     */
                                    locked_amount: string;
                                }[];
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.exchangeConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            /** @description Names these terms; send it back with the exchange */
                            quote_id: string;
                            /** @description Epoch milliseconds */
                            expires_at: number;
                            /** @description Epoch milliseconds */
                            server_time: number;
                            /**
                             * @description The configured USD/CNY rate the pair rates derive from
                             * @example 100.50
                             */
                            usd_cny: string;
                            rates: {
                                /** @enum {string} */
                                from: "usdt" | "money";
                                /** @enum {string} */
                                to: "usdt" | "money";
                                /**
                                 * @description Units of `to` per unit of `from`
                                 * @example 100.50
                                 */
                                rate: string;
                                /**
                                 * @description Maximum single exchange, in `from`
                                 * @example 100.50
                                 */
                                max: string;
                                /**
                                 * @description Minimum fee of one exchange, in `from`: the fee is at least this (not in the upstream table)
                                 * @example 100.50
                                 */
                                min_fee: string;
                                /**
                                 * @description From this amount (in `from`) the app shows the quote (sold, fee, received, rate) for confirmation before placing it (not in the upstream table)
                                 * @example 100.50
                                 */
                                confirm_over: string;
                            }[];
                            /**
                             * @description Percent of the amount, taken from it, rounded to the cent, at least the pair's min_fee
                             * @example 100.50
                             */
                            fee: string;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    from: "usdt" | "money";
                    /** @enum {string} */
                    to: "usdt" | "money";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description The quote the user saw (from the config); an expired or unknown one is refused (conflict) */
                    quote_id: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    /** @enum {string} */
                    from: "usdt" | "money";
                    /** @enum {string} */
                    to: "usdt" | "money";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description The quote the user saw (from the config); an expired or unknown one is refused (conflict) */
                    quote_id: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused; or 1004 with data: the quote lapsed or its terms changed; data is a fresh quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            from: "usdt" | "money";
                            /** @enum {string} */
                            to: "usdt" | "money";
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            amount: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            rate: string;
                            /**
                             * @description In `from`, taken from the amount
                             * @example 100.50
                             */
                            fee: string;
                            /**
                             * @description Credited in `to`: (amount - fee) at the rate, rounded down
                             * @example 100.50
                             */
                            received: string;
                            /** @description Epoch milliseconds */
                            created_at: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1001 | 1008 | 1010;
                        msg: string;
                        data: null;
                    } | {
                        /**
                         * @description 1004: Already exists or already done (for example the username is taken)
                         * @constant
                         */
                        code: 1004;
                        msg: string;
                        data: {
                            /** @description Names these terms; send it back with the exchange */
                            quote_id: string;
                            /** @description Epoch milliseconds */
                            expires_at: number;
                            /** @description Epoch milliseconds */
                            server_time: number;
                            /**
                             * @description The configured USD/CNY rate the pair rates derive from
                             * @example 100.50
                             */
                            usd_cny: string;
                            rates: {
                                /** @enum {string} */
                                from: "usdt" | "money";
                                /** @enum {string} */
                                to: "usdt" | "money";
                                /**
                                 * @description Units of `to` per unit of `from`
                                 * @example 100.50
                                 */
                                rate: string;
                                /**
                                 * @description Maximum single exchange, in `from`
                                 * @example 100.50
                                 */
                                max: string;
                                /**
                                 * @description Minimum fee of one exchange, in `from`: the fee is at least this (not in the upstream table)
                                 * @example 100.50
                                 */
                                min_fee: string;
                                /**
                                 * @description From this amount (in `from`) the app shows the quote (sold, fee, received, rate) for confirmation before placing it (not in the upstream table)
                                 * @example 100.50
                                 */
                                confirm_over: string;
                            }[];
                            /**
                             * @description Percent of the amount, taken from it, rounded to the cent, at least the pair's min_fee
                             * @example 100.50
                             */
                            fee: string;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.exchangeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                from: "usdt" | "money";
                                /** @enum {string} */
                                to: "usdt" | "money";
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                amount: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                rate: string;
                                /**
                                 * @description In `from`, taken from the amount
                                 * @example 100.50
                                 */
                                fee: string;
                                /**
                                 * @description Credited in `to`: (amount - fee) at the rate, rounded down
                                 * @example 100.50
                                 */
                                received: string;
                                /** @description Epoch milliseconds */
                                created_at: number;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.cashBind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    bank_name: string;
                    card_number: string;
                    holder_name: string;
                    usdt_address?: string;
                    /**
                     * @description TRC20: base58check, starts with T, 34 characters; ERC20: 0x + 40 hex (EIP-55 if mixed case)
                     * @default TRC20
                     * @enum {string}
                     */
                    usdt_network?: "TRC20" | "ERC20";
                    /** @description Fund password, needed to change a binding */
                    mpassword?: string;
                };
                "application/json": {
                    bank_name: string;
                    card_number: string;
                    holder_name: string;
                    usdt_address?: string;
                    /**
                     * @description TRC20: base58check, starts with T, 34 characters; ERC20: 0x + 40 hex (EIP-55 if mixed case)
                     * @default TRC20
                     * @enum {string}
                     */
                    usdt_network?: "TRC20" | "ERC20";
                    /** @description Fund password, needed to change a binding */
                    mpassword?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code; 1007: Not allowed for this account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            bank_name: string;
                            /** @description Masked except the last 4 digits */
                            card_number: string;
                            holder_name: string;
                            /** @description Masked except the first 4 and last 4 */
                            usdt_address: string | null;
                            usdt_network: ("TRC20" | "ERC20") | null;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1005: Wrong password, fund password or code; 1007: Not allowed for this account
                         * @enum {number}
                         */
                        code: 1000 | 1005 | 1007;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.cashInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            bank_name: string;
                            /** @description Masked except the last 4 digits */
                            card_number: string;
                            holder_name: string;
                            /** @description Masked except the first 4 and last 4 */
                            usdt_address: string | null;
                            usdt_network: ("TRC20" | "ERC20") | null;
                        } | null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.rechargeConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            open: boolean;
                            usdt: {
                                address: string;
                                network: string;
                                /** @example 3-6 */
                                confirmations: string;
                                /** @description A USDT recharge is credited at this many confirmations (of 6) */
                                confirmations_required: number;
                                /** @description The address as a QR code image (SVG data URL) */
                                qrcode: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                max: string;
                            };
                            bank: {
                                bank_name: string;
                                card_number: string;
                                holder_name: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                max: string;
                            };
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    method: "bank" | "usdt";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    transfer_name?: string;
                    /** @description Upload id (common/uploader) of the transfer screenshot, owned by the user */
                    screenshot?: string;
                    /**
                     * @description usdt: the network it was sent on (default TRC20); must be the receiving address's
                     * @enum {string}
                     */
                    usdt_network?: "TRC20" | "ERC20";
                    /** @description usdt (required): the transaction hash. TRC20: 64 hex digits; ERC20: 0x + 64 hex digits */
                    tx_hash?: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    /** @enum {string} */
                    method: "bank" | "usdt";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    transfer_name?: string;
                    /** @description Upload id (common/uploader) of the transfer screenshot, owned by the user */
                    screenshot?: string;
                    /**
                     * @description usdt: the network it was sent on (default TRC20); must be the receiving address's
                     * @enum {string}
                     */
                    usdt_network?: "TRC20" | "ERC20";
                    /** @description usdt (required): the transaction hash. TRC20: 64 hex digits; ERC20: 0x + 64 hex digits */
                    tx_hash?: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1003: The service is closed (for example recharge or withdrawal switched off); 1004: Already exists or already done (for example the username is taken); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            method: "bank" | "usdt";
                            /** @enum {string} */
                            asset: "usdt" | "money";
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            amount: string;
                            transfer_name: string | null;
                            /** @description Upload id of the transfer screenshot */
                            screenshot: string | null;
                            /** @description The network the USDT was sent on (usdt only) */
                            usdt_network: ("TRC20" | "ERC20") | null;
                            /** @description The transaction hash the user gave (usdt only) */
                            tx_hash: string | null;
                            /** @description Network confirmations so far, 0 to 6 (usdt only) */
                            confirmations: number | null;
                            /** @description The confirmation count it is credited at (usdt only) */
                            confirmations_required: number | null;
                            status: number;
                            /** @description Why it was declined (rejected only) */
                            reason: string | null;
                            /** @description Epoch milliseconds */
                            created_at: number;
                            decided_at: number | null;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1003: The service is closed (for example recharge or withdrawal switched off); 1004: Already exists or already done (for example the username is taken); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1003 | 1004 | 1008 | 1010;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.rechargeList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                method: "bank" | "usdt";
                                /** @enum {string} */
                                asset: "usdt" | "money";
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                amount: string;
                                transfer_name: string | null;
                                /** @description Upload id of the transfer screenshot */
                                screenshot: string | null;
                                /** @description The network the USDT was sent on (usdt only) */
                                usdt_network: ("TRC20" | "ERC20") | null;
                                /** @description The transaction hash the user gave (usdt only) */
                                tx_hash: string | null;
                                /** @description Network confirmations so far, 0 to 6 (usdt only) */
                                confirmations: number | null;
                                /** @description The confirmation count it is credited at (usdt only) */
                                confirmations_required: number | null;
                                status: number;
                                /** @description Why it was declined (rejected only) */
                                reason: string | null;
                                /** @description Epoch milliseconds */
                                created_at: number;
                                decided_at: number | null;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.withdrawConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            open: boolean;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            min: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            max: string;
                            /**
                             * @description Percent of the amount, rounded half up, at least min_fee
                             * @example 100.50
                             */
                            fee: string;
                            /**
                             * @description Minimum fee of one withdrawal, in the withdrawn asset
                             * @example 100.50
                             */
                            min_fee: string;
                            day_limit: number;
                            /** @description Withdrawals submitted today (UTC day), declined ones excepted */
                            used_today: number;
                            /** @example 09:00 */
                            start_time: string;
                            /** @example 21:00 */
                            end_time: string;
                            /**
                             * @description The time zone of start_time, end_time and the day
                             * @constant
                             */
                            time_zone: "UTC";
                            /** @description Whether now is inside the time window */
                            in_window: boolean;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    asset: "usdt" | "money";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    mpassword: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    /** @enum {string} */
                    asset: "usdt" | "money";
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    mpassword: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1003: The service is closed (for example recharge or withdrawal switched off); 1005: Wrong password, fund password or code; 1007: Not allowed for this account; 1008: An amount or count is outside the allowed range; 1009: Not allowed at this time (for example outside the withdrawal window); 1010: The account is restricted (status 0): calls that move money are refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            asset: "usdt" | "money";
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            amount: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            fee: string;
                            /**
                             * @description Actual arrival: amount - fee
                             * @example 100.50
                             */
                            actual: string;
                            /** @description The card or address it goes to, masked */
                            destination: string;
                            status: number;
                            /** @description Why it was declined (rejected only) */
                            reason: string | null;
                            /** @description Epoch milliseconds */
                            created_at: number;
                            decided_at: number | null;
                            /** @description The transfer's transaction hash on the USDT network, set when approved (TRC20: 64 hex; ERC20: 0x + 64 hex); null for a card withdrawal or before approval. The reference server's is simulated */
                            tx_hash: string | null;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1003: The service is closed (for example recharge or withdrawal switched off); 1005: Wrong password, fund password or code; 1007: Not allowed for this account; 1008: An amount or count is outside the allowed range; 1009: Not allowed at this time (for example outside the withdrawal window); 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1001 | 1003 | 1005 | 1007 | 1008 | 1009 | 1010;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Too many requests from this address (or, for uploads, this account): wait and try again (code 1006) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1006: Too many requests: wait and try again (sent with HTTP 429)
                         * @constant
                         */
                        code: 1006;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.withdrawList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @enum {string} */
                                asset: "usdt" | "money";
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                amount: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                fee: string;
                                /**
                                 * @description Actual arrival: amount - fee
                                 * @example 100.50
                                 */
                                actual: string;
                                /** @description The card or address it goes to, masked */
                                destination: string;
                                status: number;
                                /** @description Why it was declined (rejected only) */
                                reason: string | null;
                                /** @description Epoch milliseconds */
                                created_at: number;
                                decided_at: number | null;
                                /** @description The transfer's transaction hash on the USDT network, set when approved (TRC20: 64 hex; ERC20: 0x + 64 hex); null for a card withdrawal or before approval. The reference server's is simulated */
                                tx_hash: string | null;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.realnameAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    name?: string;
                    idcard?: string;
                    front?: string;
                    contrary?: string;
                };
                "application/json": {
                    name?: string;
                    idcard?: string;
                    front?: string;
                    contrary?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1004: Already exists or already done (for example the username is taken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            status: number;
                            name: string | null;
                            /** @description Masked: first and last two characters */
                            idcard: string | null;
                            front: {
                                id: string;
                                url: string;
                            } | null;
                            contrary: {
                                id: string;
                                url: string;
                            } | null;
                            /** @description Why it was declined (status 3) */
                            reason: string | null;
                            submitted_at: number | null;
                            reviewed_at: number | null;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1004: Already exists or already done (for example the username is taken)
                         * @enum {number}
                         */
                        code: 1000 | 1004;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.getRealnameAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            status: number;
                            name: string | null;
                            /** @description Masked: first and last two characters */
                            idcard: string | null;
                            front: {
                                id: string;
                                url: string;
                            } | null;
                            contrary: {
                                id: string;
                                url: string;
                            } | null;
                            /** @description Why it was declined (status 3) */
                            reason: string | null;
                            submitted_at: number | null;
                            reviewed_at: number | null;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    product_id: number;
                    /** @enum {string} */
                    direction: "up" | "down";
                    seconds: number;
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    product_id: number;
                    /** @enum {string} */
                    direction: "up" | "down";
                    seconds: number;
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1002: The requested item does not exist; 1003: The service is closed (for example recharge or withdrawal switched off); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @description Order number shown to the user */
                            number: string;
                            symbol: string;
                            /** @enum {string} */
                            direction: "up" | "down";
                            /**
                             * @description Quantity: the USDT stake
                             * @example 100.50
                             */
                            amount: string;
                            seconds: number;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            profit_ratio: string;
                            /**
                             * @description Buy price: the last recorded tick when the order arrived
                             * @example 100.50
                             */
                            strike: string;
                            /** @description Epoch milliseconds */
                            strike_time: number;
                            /** @description Epoch milliseconds */
                            placed_at: number;
                            /** @description placed_at + seconds */
                            expires_at: number;
                            /** @enum {string} */
                            status: "trading" | "closed";
                            /** @description Trade price: the tick recorded at expiry */
                            close: string | null;
                            close_time: number | null;
                            result: ("win" | "loss" | "draw") | null;
                            /** @description Profit and loss: +stake×ratio, -stake, or 0 */
                            profit: string | null;
                            payout: string | null;
                            /**
                             * @description Estimated profit on a win: stake × ratio
                             * @example 100.50
                             */
                            estimated: string;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1002: The requested item does not exist; 1003: The service is closed (for example recharge or withdrawal switched off); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1001 | 1002 | 1003 | 1008 | 1010;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.orderList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "trading" | "closed";
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @description Order number shown to the user */
                                number: string;
                                symbol: string;
                                /** @enum {string} */
                                direction: "up" | "down";
                                /**
                                 * @description Quantity: the USDT stake
                                 * @example 100.50
                                 */
                                amount: string;
                                seconds: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                profit_ratio: string;
                                /**
                                 * @description Buy price: the last recorded tick when the order arrived
                                 * @example 100.50
                                 */
                                strike: string;
                                /** @description Epoch milliseconds */
                                strike_time: number;
                                /** @description Epoch milliseconds */
                                placed_at: number;
                                /** @description placed_at + seconds */
                                expires_at: number;
                                /** @enum {string} */
                                status: "trading" | "closed";
                                /** @description Trade price: the tick recorded at expiry */
                                close: string | null;
                                close_time: number | null;
                                result: ("win" | "loss" | "draw") | null;
                                /** @description Profit and loss: +stake×ratio, -stake, or 0 */
                                profit: string | null;
                                payout: string | null;
                                /**
                                 * @description Estimated profit on a win: stake × ratio
                                 * @example 100.50
                                 */
                                estimated: string;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.newOrderList": {
        parameters: {
            query?: {
                since?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            trading: {
                                id: number;
                                /** @description Order number shown to the user */
                                number: string;
                                symbol: string;
                                /** @enum {string} */
                                direction: "up" | "down";
                                /**
                                 * @description Quantity: the USDT stake
                                 * @example 100.50
                                 */
                                amount: string;
                                seconds: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                profit_ratio: string;
                                /**
                                 * @description Buy price: the last recorded tick when the order arrived
                                 * @example 100.50
                                 */
                                strike: string;
                                /** @description Epoch milliseconds */
                                strike_time: number;
                                /** @description Epoch milliseconds */
                                placed_at: number;
                                /** @description placed_at + seconds */
                                expires_at: number;
                                /** @enum {string} */
                                status: "trading" | "closed";
                                /** @description Trade price: the tick recorded at expiry */
                                close: string | null;
                                close_time: number | null;
                                result: ("win" | "loss" | "draw") | null;
                                /** @description Profit and loss: +stake×ratio, -stake, or 0 */
                                profit: string | null;
                                payout: string | null;
                                /**
                                 * @description Estimated profit on a win: stake × ratio
                                 * @example 100.50
                                 */
                                estimated: string;
                            }[];
                            settled: {
                                id: number;
                                /** @description Order number shown to the user */
                                number: string;
                                symbol: string;
                                /** @enum {string} */
                                direction: "up" | "down";
                                /**
                                 * @description Quantity: the USDT stake
                                 * @example 100.50
                                 */
                                amount: string;
                                seconds: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                profit_ratio: string;
                                /**
                                 * @description Buy price: the last recorded tick when the order arrived
                                 * @example 100.50
                                 */
                                strike: string;
                                /** @description Epoch milliseconds */
                                strike_time: number;
                                /** @description Epoch milliseconds */
                                placed_at: number;
                                /** @description placed_at + seconds */
                                expires_at: number;
                                /** @enum {string} */
                                status: "trading" | "closed";
                                /** @description Trade price: the tick recorded at expiry */
                                close: string | null;
                                close_time: number | null;
                                result: ("win" | "loss" | "draw") | null;
                                /** @description Profit and loss: +stake×ratio, -stake, or 0 */
                                profit: string | null;
                                payout: string | null;
                                /**
                                 * @description Estimated profit on a win: stake × ratio
                                 * @example 100.50
                                 */
                                estimated: string;
                            }[];
                            /** @description Epoch milliseconds */
                            server_time: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "user.inviteList": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                /** @description Masked: first two and last characters kept */
                                username: string;
                                /** @description Epoch milliseconds */
                                created_at: number;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "market.list": {
        parameters: {
            query?: {
                sort?: "symbol" | "gainers" | "turnover";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            symbol: string;
                            /** @example BTC */
                            base: string;
                            /** @example USDT */
                            quote: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            last: string;
                            /**
                             * @description Price 24h ago
                             * @example 100.50
                             */
                            open: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            high: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            low: string;
                            /**
                             * @description Percent change over 24h
                             * @example 100.50
                             */
                            change: string;
                            /**
                             * @description 24h volume in the base asset
                             * @example 100.50
                             */
                            volume: string;
                            /**
                             * @description 24h turnover in USDT
                             * @example 100.50
                             */
                            turnover: string;
                            /** @description Time of the last tick */
                            time: number;
                        }[];
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "market.ticker": {
        parameters: {
            query: {
                symbol: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            symbol: string;
                            /** @example BTC */
                            base: string;
                            /** @example USDT */
                            quote: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            last: string;
                            /**
                             * @description Price 24h ago
                             * @example 100.50
                             */
                            open: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            high: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            low: string;
                            /**
                             * @description Percent change over 24h
                             * @example 100.50
                             */
                            change: string;
                            /**
                             * @description 24h volume in the base asset
                             * @example 100.50
                             */
                            volume: string;
                            /**
                             * @description 24h turnover in USDT
                             * @example 100.50
                             */
                            turnover: string;
                            /** @description Time of the last tick */
                            time: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "market.kline": {
        parameters: {
            query: {
                symbol: string;
                interval: "1s" | "1Min" | "5Min" | "30Min" | "1Hour" | "1Day";
                to?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            /** @description Epoch milliseconds */
                            time: number;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            open: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            high: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            low: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            close: string;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            volume: string;
                        }[];
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "product.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            symbol: string;
                            name: string;
                            open: boolean;
                            periods: {
                                seconds: number;
                                /**
                                 * @description Payout on a win as a fraction, e.g. 0.80
                                 * @example 100.50
                                 */
                                profit_ratio: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                max: string;
                            }[];
                            ticker: {
                                symbol: string;
                                /** @example BTC */
                                base: string;
                                /** @example USDT */
                                quote: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                last: string;
                                /**
                                 * @description Price 24h ago
                                 * @example 100.50
                                 */
                                open: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                high: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                low: string;
                                /**
                                 * @description Percent change over 24h
                                 * @example 100.50
                                 */
                                change: string;
                                /**
                                 * @description 24h volume in the base asset
                                 * @example 100.50
                                 */
                                volume: string;
                                /**
                                 * @description 24h turnover in USDT
                                 * @example 100.50
                                 */
                                turnover: string;
                                /** @description Time of the last tick */
                                time: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "product.detail": {
        parameters: {
            query?: {
                id?: number;
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            symbol: string;
                            name: string;
                            open: boolean;
                            periods: {
                                seconds: number;
                                /**
                                 * @description Payout on a win as a fraction, e.g. 0.80
                                 * @example 100.50
                                 */
                                profit_ratio: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                max: string;
                            }[];
                            ticker: {
                                symbol: string;
                                /** @example BTC */
                                base: string;
                                /** @example USDT */
                                quote: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                last: string;
                                /**
                                 * @description Price 24h ago
                                 * @example 100.50
                                 */
                                open: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                high: string;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                low: string;
                                /**
                                 * @description Percent change over 24h
                                 * @example 100.50
                                 */
                                change: string;
                                /**
                                 * @description 24h volume in the base asset
                                 * @example 100.50
                                 */
                                volume: string;
                                /**
                                 * @description 24h turnover in USDT
                                 * @example 100.50
                                 */
                                turnover: string;
                                /** @description Time of the last tick */
                                time: number;
                            } | null;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            name: string;
                            /**
                             * @description Daily interest rate, percent
                             * @example 100.50
                             */
                            daily_rate: string;
                            /**
                             * @description Interest rate over the cycle, percent
                             * @example 100.50
                             */
                            rate: string;
                            cycle_days: number;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            min: string;
                            /**
                             * @description Single limit
                             * @example 100.50
                             */
                            max: string;
                            /**
                             * @description Dividend payment time of day, UTC, HH:mm
                             * @example 08:00
                             */
                            dividend_time: string;
                            /** @description Funds custodian */
                            custodian: string;
                            /**
                             * @description Early-redemption penalty, percent of principal
                             * @example 100.50
                             */
                            breach_rate: string;
                            /** @description Open for new subscriptions */
                            open: boolean;
                            /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                            day_seconds: number;
                        }[];
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.detail": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            name: string;
                            /**
                             * @description Daily interest rate, percent
                             * @example 100.50
                             */
                            daily_rate: string;
                            /**
                             * @description Interest rate over the cycle, percent
                             * @example 100.50
                             */
                            rate: string;
                            cycle_days: number;
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            min: string;
                            /**
                             * @description Single limit
                             * @example 100.50
                             */
                            max: string;
                            /**
                             * @description Dividend payment time of day, UTC, HH:mm
                             * @example 08:00
                             */
                            dividend_time: string;
                            /** @description Funds custodian */
                            custodian: string;
                            /**
                             * @description Early-redemption penalty, percent of principal
                             * @example 100.50
                             */
                            breach_rate: string;
                            /** @description Open for new subscriptions */
                            open: boolean;
                            /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                            day_seconds: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    id: number;
                    /**
                     * @description Decimal number as a string
                     * @example 100.50
                     */
                    amount: string;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1002: The requested item does not exist; 1003: The service is closed (for example recharge or withdrawal switched off); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @description The product as it was when subscribed: its terms bind the order */
                            product: {
                                id: number;
                                name: string;
                                /**
                                 * @description Daily interest rate, percent
                                 * @example 100.50
                                 */
                                daily_rate: string;
                                /**
                                 * @description Interest rate over the cycle, percent
                                 * @example 100.50
                                 */
                                rate: string;
                                cycle_days: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Single limit
                                 * @example 100.50
                                 */
                                max: string;
                                /**
                                 * @description Dividend payment time of day, UTC, HH:mm
                                 * @example 08:00
                                 */
                                dividend_time: string;
                                /** @description Funds custodian */
                                custodian: string;
                                /**
                                 * @description Early-redemption penalty, percent of principal
                                 * @example 100.50
                                 */
                                breach_rate: string;
                                /** @description Open for new subscriptions */
                                open: boolean;
                                /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                                day_seconds: number;
                            };
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            principal: string;
                            /**
                             * @description principal × daily rate, rounded down to 0.000001 USDT
                             * @example 100.50
                             */
                            daily_income: string;
                            /**
                             * @description Interest paid so far; an early redemption never takes it back
                             * @example 100.50
                             */
                            earned: string;
                            /** @description Full days held and paid */
                            holding_days: number;
                            /** @description Interest accrues from the first dividend time after subscribing */
                            starts_at: number;
                            /** @description When the next interest is paid; null once ended */
                            next_settlement: number | null;
                            /** @description Maturity: the last interest and the principal are paid */
                            ends_at: number;
                            /** @description When it was settled or redeemed */
                            ended_at: number | null;
                            /** @enum {string} */
                            status: "hosting" | "settled" | "cancelled";
                            /** @description Hosting and before maturity: early redemption is open */
                            redeemable: boolean;
                            /**
                             * @description Liquidated damages if redeemed now (or as charged)
                             * @example 100.50
                             */
                            penalty: string;
                            /**
                             * @description Refund amount if redeemed now (or as refunded)
                             * @example 100.50
                             */
                            refund: string;
                            /** @description Epoch milliseconds */
                            created_at: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1001: Insufficient available balance; 1002: The requested item does not exist; 1003: The service is closed (for example recharge or withdrawal switched off); 1008: An amount or count is outside the allowed range; 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1001 | 1002 | 1003 | 1008 | 1010;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: code 0 with data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            /**
                             * @description Principal of the orders hosting
                             * @example 100.50
                             */
                            principal: string;
                            /**
                             * @description Interest ever paid to me by Earn
                             * @example 100.50
                             */
                            earned: string;
                            /** @description Orders hosting */
                            hosting: number;
                        };
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.orders": {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "hosting" | "settled" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            list: {
                                id: number;
                                /** @description The product as it was when subscribed: its terms bind the order */
                                product: {
                                    id: number;
                                    name: string;
                                    /**
                                     * @description Daily interest rate, percent
                                     * @example 100.50
                                     */
                                    daily_rate: string;
                                    /**
                                     * @description Interest rate over the cycle, percent
                                     * @example 100.50
                                     */
                                    rate: string;
                                    cycle_days: number;
                                    /**
                                     * @description Decimal number as a string
                                     * @example 100.50
                                     */
                                    min: string;
                                    /**
                                     * @description Single limit
                                     * @example 100.50
                                     */
                                    max: string;
                                    /**
                                     * @description Dividend payment time of day, UTC, HH:mm
                                     * @example 08:00
                                     */
                                    dividend_time: string;
                                    /** @description Funds custodian */
                                    custodian: string;
                                    /**
                                     * @description Early-redemption penalty, percent of principal
                                     * @example 100.50
                                     */
                                    breach_rate: string;
                                    /** @description Open for new subscriptions */
                                    open: boolean;
                                    /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                                    day_seconds: number;
                                };
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                principal: string;
                                /**
                                 * @description principal × daily rate, rounded down to 0.000001 USDT
                                 * @example 100.50
                                 */
                                daily_income: string;
                                /**
                                 * @description Interest paid so far; an early redemption never takes it back
                                 * @example 100.50
                                 */
                                earned: string;
                                /** @description Full days held and paid */
                                holding_days: number;
                                /** @description Interest accrues from the first dividend time after subscribing */
                                starts_at: number;
                                /** @description When the next interest is paid; null once ended */
                                next_settlement: number | null;
                                /** @description Maturity: the last interest and the principal are paid */
                                ends_at: number;
                                /** @description When it was settled or redeemed */
                                ended_at: number | null;
                                /** @enum {string} */
                                status: "hosting" | "settled" | "cancelled";
                                /** @description Hosting and before maturity: early redemption is open */
                                redeemable: boolean;
                                /**
                                 * @description Liquidated damages if redeemed now (or as charged)
                                 * @example 100.50
                                 */
                                penalty: string;
                                /**
                                 * @description Refund amount if redeemed now (or as refunded)
                                 * @example 100.50
                                 */
                                refund: string;
                                /** @description Epoch milliseconds */
                                created_at: number;
                            }[];
                            page: number;
                            limit: number;
                            total: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.order": {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @description The product as it was when subscribed: its terms bind the order */
                            product: {
                                id: number;
                                name: string;
                                /**
                                 * @description Daily interest rate, percent
                                 * @example 100.50
                                 */
                                daily_rate: string;
                                /**
                                 * @description Interest rate over the cycle, percent
                                 * @example 100.50
                                 */
                                rate: string;
                                cycle_days: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Single limit
                                 * @example 100.50
                                 */
                                max: string;
                                /**
                                 * @description Dividend payment time of day, UTC, HH:mm
                                 * @example 08:00
                                 */
                                dividend_time: string;
                                /** @description Funds custodian */
                                custodian: string;
                                /**
                                 * @description Early-redemption penalty, percent of principal
                                 * @example 100.50
                                 */
                                breach_rate: string;
                                /** @description Open for new subscriptions */
                                open: boolean;
                                /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                                day_seconds: number;
                            };
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            principal: string;
                            /**
                             * @description principal × daily rate, rounded down to 0.000001 USDT
                             * @example 100.50
                             */
                            daily_income: string;
                            /**
                             * @description Interest paid so far; an early redemption never takes it back
                             * @example 100.50
                             */
                            earned: string;
                            /** @description Full days held and paid */
                            holding_days: number;
                            /** @description Interest accrues from the first dividend time after subscribing */
                            starts_at: number;
                            /** @description When the next interest is paid; null once ended */
                            next_settlement: number | null;
                            /** @description Maturity: the last interest and the principal are paid */
                            ends_at: number;
                            /** @description When it was settled or redeemed */
                            ended_at: number | null;
                            /** @enum {string} */
                            status: "hosting" | "settled" | "cancelled";
                            /** @description Hosting and before maturity: early redemption is open */
                            redeemable: boolean;
                            /**
                             * @description Liquidated damages if redeemed now (or as charged)
                             * @example 100.50
                             */
                            penalty: string;
                            /**
                             * @description Refund amount if redeemed now (or as refunded)
                             * @example 100.50
                             */
                            refund: string;
                            /** @description Epoch milliseconds */
                            created_at: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist
                         * @enum {number}
                         */
                        code: 1000 | 1002;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
    "earn.redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    id: number;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
                "application/json": {
                    id: number;
                    /** @description A repeat with the same key returns the first result */
                    idempotency_key?: string;
                };
            };
        };
        responses: {
            /** @description Success (code 0 with data), or a refusal with data null: 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist; 1009: Not allowed at this time (for example outside the withdrawal window); 1010: The account is restricted (status 0): calls that move money are refused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 0;
                        msg: string;
                        data: {
                            id: number;
                            /** @description The product as it was when subscribed: its terms bind the order */
                            product: {
                                id: number;
                                name: string;
                                /**
                                 * @description Daily interest rate, percent
                                 * @example 100.50
                                 */
                                daily_rate: string;
                                /**
                                 * @description Interest rate over the cycle, percent
                                 * @example 100.50
                                 */
                                rate: string;
                                cycle_days: number;
                                /**
                                 * @description Decimal number as a string
                                 * @example 100.50
                                 */
                                min: string;
                                /**
                                 * @description Single limit
                                 * @example 100.50
                                 */
                                max: string;
                                /**
                                 * @description Dividend payment time of day, UTC, HH:mm
                                 * @example 08:00
                                 */
                                dividend_time: string;
                                /** @description Funds custodian */
                                custodian: string;
                                /**
                                 * @description Early-redemption penalty, percent of principal
                                 * @example 100.50
                                 */
                                breach_rate: string;
                                /** @description Open for new subscriptions */
                                open: boolean;
                                /** @description Length of an Earn day in seconds: 86400, less on a demo server */
                                day_seconds: number;
                            };
                            /**
                             * @description Decimal number as a string
                             * @example 100.50
                             */
                            principal: string;
                            /**
                             * @description principal × daily rate, rounded down to 0.000001 USDT
                             * @example 100.50
                             */
                            daily_income: string;
                            /**
                             * @description Interest paid so far; an early redemption never takes it back
                             * @example 100.50
                             */
                            earned: string;
                            /** @description Full days held and paid */
                            holding_days: number;
                            /** @description Interest accrues from the first dividend time after subscribing */
                            starts_at: number;
                            /** @description When the next interest is paid; null once ended */
                            next_settlement: number | null;
                            /** @description Maturity: the last interest and the principal are paid */
                            ends_at: number;
                            /** @description When it was settled or redeemed */
                            ended_at: number | null;
                            /** @enum {string} */
                            status: "hosting" | "settled" | "cancelled";
                            /** @description Hosting and before maturity: early redemption is open */
                            redeemable: boolean;
                            /**
                             * @description Liquidated damages if redeemed now (or as charged)
                             * @example 100.50
                             */
                            penalty: string;
                            /**
                             * @description Refund amount if redeemed now (or as refunded)
                             * @example 100.50
                             */
                            refund: string;
                            /** @description Epoch milliseconds */
                            created_at: number;
                        };
                    } | {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it; 1002: The requested item does not exist; 1009: Not allowed at this time (for example outside the withdrawal window); 1010: The account is restricted (status 0): calls that move money are refused
                         * @enum {number}
                         */
                        code: 1000 | 1002 | 1009 | 1010;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Session missing, expired or revoked: log in again (code 401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 401: Session missing, expired or revoked: log in again (sent with HTTP 401)
                         * @constant
                         */
                        code: 401;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description The body has a content type other than form, JSON or multipart (code 1000) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1000: Invalid input: a field is missing or wrong, or the body cannot be read; msg names it
                         * @constant
                         */
                        code: 1000;
                        msg: string;
                        data: null;
                    };
                };
            };
            /** @description Unexpected server fault (code 1500) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description 1500: Unexpected server error (sent with HTTP 500)
                         * @constant
                         */
                        code: 1500;
                        msg: string;
                        data: null;
                    };
                };
            };
        };
    };
}
