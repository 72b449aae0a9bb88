import fp from 'fastify-plugin';
import { SerializedCache } from '../../cache/serialized-cache.js';
import { dataVersionOf } from '../../db/data-version.js';
import { openStore } from '../../db/open-repositories.js';

/** Opens the database, brings its schema up to date and exposes the repositories. */
export default fp(
  async (app) => {
    const { handle, repos, bootstrap } = await openStore(app.config, (error) =>
      app.log.warn({ err: error }, 'A database connection broke; it will be replaced'),
    );
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
    const admin = bootstrap.createdAdmin;
    if (admin?.generated) {
      app.log.warn(
        `Created the administrator '${admin.username}' with the password '${admin.password}'. ` +
          'It is shown only this once: sign in and keep it safe.',
      );
    } else if (admin) {
      app.log.info(`Created the administrator '${admin.username}' from ADMIN_PASSWORD`);
    }
    app.log.info({ database: handle.location }, `Using ${handle.dialect}`);
    app.decorate('database', handle);
    app.decorate('repos', repos);
    app.decorate('answers', new SerializedCache(dataVersionOf(handle.db, handle.dialect)));
  },
  { name: 'database', dependencies: ['config'] },
);
