import type { Page } from 'playwright-core';

/** A tenant's id by its name, as the signed-in administrator's console reads it from the server. */
export async function tenantId(page: Page, username: string): Promise<number> {
  return page.evaluate(async (name) => {
    const token = localStorage.getItem('authToken');
    const filter = encodeURIComponent(JSON.stringify({ q: name }));
    const answer = await fetch(`/api/v1/admin/tenant?filter=${filter}&range=[0,9]`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
    const body = (await answer.json()) as { data: { tenantId: number; username: string }[] };
    const found = body.data.find((t) => t.username === name);
    if (!found) throw new Error(`no tenant ${name}`);
    return found.tenantId;
  }, username);
}
