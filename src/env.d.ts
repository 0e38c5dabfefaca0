/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in admin, set by the admin guard (src/features/admin/auth/guard.server.ts) on /api/admin/ routes. */
    admin?: import('./features/admin/auth/admin-user.ts').AdminUser;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates when the page's own script hands the island over (src/lib/islands/handoff.ts). */
    'client:handoff'?: boolean;
  }
}
