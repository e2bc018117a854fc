// A shipped model's weights (www/models/<id>.safetensors), fetched: by the model's thread for the
// page's first model (www/model/worker.js), by the page for the others (www/page/boot.js).

/**
 * The weights of shipped model `id`, from `models` (the URL of www/models/). A download the
 * server refuses throws with its HTTP status in `args.status` (where an error crossing between
 * threads keeps it), from which the page says it in its words.
 */
export async function fetchWeights(id, models) {
  const response = await fetch(new URL(`${id}.safetensors`, models));
  if (!response.ok) {
    const status = response.status;
    throw Object.assign(new Error(`could not fetch the ${id} model (HTTP ${status})`), { args: { status } });
  }
  return response.arrayBuffer();
}
